import './pager.css';

export interface PagerText {
  /** The navigation's name ("Pages"). */
  label: string;
  previous: string;
  next: string;
  /** Where the list stands ("Page 2 of 5"). */
  position: string;
}

/** Previous / next around the current position; the caller decides when a list needs it. */
export function Pager({ page, pages, onChange, text }: { page: number; pages: number; onChange: (page: number) => void; text: PagerText }) {
  return (
    <nav className="pager" aria-label={text.label}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {text.previous}
      </button>
      <span className="pager__position" aria-live="polite">
        {text.position}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {text.next}
      </button>
    </nav>
  );
}
