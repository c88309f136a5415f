// The detail tables of the public pages: a scrolling wrap, one header row of column names, and the
// caller's bodies, each row a row header then cells labelled by their column (`data-label`) for the
// phone layout. No stylesheet import: the pages that use it already load detailTables.css.
import type { ReactNode } from 'react';

export function DetailTable({
  columns,
  className,
  testId,
  children,
}: {
  columns: readonly string[];
  /** Classes besides `detail-table`. */
  className?: string;
  testId?: string;
  /** The table's <tbody> elements. */
  children: ReactNode;
}) {
  return (
    <div className="detail-table-wrap">
      <table className={className ? `detail-table ${className}` : 'detail-table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
