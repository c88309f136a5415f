// The mark of a thin sample: a small 参考 tag at full contrast (fading the text made whole tables
// look disabled and fell to 2–3:1 contrast).
export function ThinTag({ title = 'サンプルが少ないため参考値です' }: { title?: string }) {
  return (
    <span className="thin-tag" title={title}>
      参考
    </span>
  );
}
