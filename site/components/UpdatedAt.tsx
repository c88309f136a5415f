// An update time: the JST date-time in the HTML, plus "N分前" filled in by the client script
// against the visitor's clock (a build-time relative time would go stale on a static page).
import { formatDateTimeJst } from '../../engine/format.ts';
import { NO_UPDATE_HISTORY } from '../../engine/relativeTime.ts';

export function UpdatedAt({ iso, label = '更新' }: { iso: string | null | undefined; label?: string }) {
  return (
    <p className="updated-at">
      {label}:{' '}
      {iso ? (
        <>
          <time dateTime={iso}>{formatDateTimeJst(iso)}</time>
          <span className="relative-time" data-relative-time={iso} />
        </>
      ) : (
        NO_UPDATE_HISTORY
      )}
    </p>
  );
}
