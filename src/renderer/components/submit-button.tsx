import './form.css';

/** The full-width primary button that ends a form; disabled while its call is under way. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className="form-actions form-actions--block">
      <button type="submit" className="button button--primary" disabled={busy}>
        {label}
      </button>
    </div>
  );
}
