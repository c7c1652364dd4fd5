/**
 * The last child of a row that must not be painted half parsed: its stylesheet hides the row
 * until this mark is there (templates/styles/layout.css).
 */
export function EndMark() {
  return <span className="end-mark" hidden />;
}
