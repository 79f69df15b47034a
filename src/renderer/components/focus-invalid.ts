/** After a failed submit, moves focus to the first field marked invalid (once React has rendered it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"], .form-field__error, [role="alert"]')?.scrollIntoView({ block: 'center' });
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
