/** index.html shows a spinner until the first screen renders; every screen root hides it. */
export function hideBootLoader(): void {
  document.getElementById('boot-loader')?.setAttribute('hidden', '');
}
