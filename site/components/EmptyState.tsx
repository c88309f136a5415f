// The message shown in place of an empty list or a missing document.
export function EmptyState({ children }: { children: string }) {
  return <p className="empty-state">{children}</p>;
}
