import { displayName, StorageKind, type StoredItem } from './cookies.ts';

/** The kind of an item as a visitor reads it, saying when a cookie is hidden from scripts. */
function kindText(item: StoredItem): string {
  if (item.kind !== StorageKind.Cookie) return item.kind;
  return item.httpOnly ? 'Cookie, not readable by scripts (HttpOnly)' : 'Cookie';
}

/**
 * One group of cookies and stored values as a table. It scrolls sideways inside its own focusable
 * region on a narrow screen instead of widening the page (WCAG 1.4.10), as the articles' tables do.
 */
export function StoredItemsTable({
  caption,
  items,
}: {
  caption: string;
  items: readonly StoredItem[];
}) {
  return (
    // A focusable region: keyboard users can scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="table stored-items">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Set by</th>
            <th scope="col">What it is for</th>
            <th scope="col">How long it lasts</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}-${item.name}`}>
              <th scope="row">
                <code>{displayName(item)}</code>
              </th>
              <td>{kindText(item)}</td>
              <td>{item.setBy}</td>
              <td>{item.use}</td>
              <td>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
