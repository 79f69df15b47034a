import { h } from './dom';

/** Button groups: a single choice (role="radio") or several (aria-pressed toggles). */

export interface Choice {
  el: HTMLElement;
  values(): string[];
}

export function radioGroup(label: string, options: { value: string; label: string; name?: string }[], initial: string | undefined, onChange: (value: string) => void): Choice {
  let selected = initial;
  const buttons = options.map((o) =>
    h('button', { type: 'button', role: 'radio', class: 'chip', 'data-value': o.value, 'aria-label': o.name ?? null, 'aria-checked': String(o.value === selected) }, o.label),
  );
  const select = (i: number) => {
    selected = options[i]?.value;
    buttons.forEach((b, j) => {
      b.setAttribute('aria-checked', String(i === j));
      b.tabIndex = i === j ? 0 : -1;
    });
    if (selected !== undefined) onChange(selected);
  };
  buttons.forEach((b, i) => {
    b.tabIndex = options[i]?.value === selected || (selected === undefined && i === 0) ? 0 : -1;
    b.addEventListener('click', () => select(i));
    b.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      const next = (i + step + buttons.length) % buttons.length;
      buttons[next]?.focus();
      select(next);
    });
  });
  return { el: h('div', { role: 'radiogroup', 'aria-label': label, class: 'chips' }, buttons), values: () => (selected === undefined ? [] : [selected]) };
}

export function toggleGroup(label: string, options: { value: string; label: string; name?: string }[]): Choice {
  const buttons = options.map((o) => {
    const b = h('button', { type: 'button', class: 'chip', 'aria-pressed': 'false', 'aria-label': o.name ?? null, 'data-value': o.value }, o.label);
    b.addEventListener('click', () => b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true')));
    return b;
  });
  return {
    el: h('div', { role: 'group', 'aria-label': label, class: 'chips' }, buttons),
    values: () => buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset.value ?? ''),
  };
}
