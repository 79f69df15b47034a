import { describe, expect, it } from 'vitest';
import { blockedShortcut, isBlockedInKiosk, isCustomerInput, type KeyInput } from './kiosk-input';

const key = (k: string, mods: Partial<KeyInput> = {}, code?: string): KeyInput => ({
  key: k,
  code: code ?? k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});
const ctrl = { control: true };
const cmd = { meta: true };

describe('kiosk keyboard filter', () => {
  it.each([
    ['F5', key('F5'), 'reload'],
    ['Ctrl+R', key('r', ctrl), 'reload'],
    ['Ctrl+Shift+R', key('R', { control: true, shift: true }), 'reload'],
    ['Cmd+R', key('r', cmd), 'reload'],
    ['F12', key('F12'), 'devtools'],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true }), 'devtools'],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true }), 'devtools'],
    ['Ctrl+Shift+C', key('C', { control: true, shift: true }), 'devtools'],
    ['Cmd+Alt+I', key('i', { meta: true, alt: true }), 'devtools'],
    ['Ctrl++', key('+', { control: true, shift: true }), 'zoom'],
    ['Ctrl+=', key('=', ctrl), 'zoom'],
    ['Ctrl+-', key('-', ctrl), 'zoom'],
    ['Ctrl+0', key('0', ctrl), 'zoom'],
    ['Ctrl+numpad +', key('+', ctrl, 'NumpadAdd'), 'zoom'],
    ['Ctrl+W', key('w', ctrl), 'close'],
    ['Ctrl+Q', key('q', ctrl), 'close'],
    ['Cmd+Q', key('q', cmd), 'close'],
    ['Alt+F4', key('F4', { alt: true }), 'close'],
    ['Ctrl+F4', key('F4', ctrl), 'close'],
    ['F11', key('F11'), 'browser'],
    ['Ctrl+P', key('p', ctrl), 'browser'],
    ['Ctrl+S', key('s', ctrl), 'browser'],
    ['Ctrl+U', key('u', ctrl), 'browser'],
  ])('swallows %s', (_name, input, kind) => {
    expect(blockedShortcut(input)).toBe(kind);
    expect(isBlockedInKiosk(input)).toBe(true);
  });

  it.each([
    ['letters', key('a')],
    ['digits', key('0')],
    ['Enter', key('Enter')],
    ['Escape (closes dialogs)', key('Escape')],
    ['Tab', key('Tab')],
    ['Backspace', key('Backspace')],
    ['Shift+R (a capital letter)', key('R', { shift: true })],
    ['Ctrl+C', key('c', ctrl)],
    ['Ctrl+V', key('v', ctrl)],
    ['Ctrl+A', key('a', ctrl)],
    ['Ctrl+X', key('x', ctrl)],
    ['Alt+Left (back within the app)', key('ArrowLeft', { alt: true })],
  ])('lets %s through', (_name, input) => {
    expect(blockedShortcut(input)).toBeUndefined();
    expect(isBlockedInKiosk(input)).toBe(false);
  });

  it('lets game and support windows keep Ctrl+W, but never Alt+F4 or the others', () => {
    expect(isBlockedInKiosk(key('w', ctrl), { allowClose: true })).toBe(false);
    expect(isBlockedInKiosk(key('F4', { alt: true }), { allowClose: true })).toBe(true);
    expect(isBlockedInKiosk(key('F12'), { allowClose: true })).toBe(true);
  });

  it('counts touches, clicks, wheel and keys as someone using the kiosk, not the pointer entering', () => {
    for (const type of ['mouseDown', 'mouseMove', 'mouseWheel', 'keyDown', 'touchStart', 'gestureTap']) expect(isCustomerInput(type)).toBe(true);
    for (const type of ['mouseEnter', 'mouseLeave', 'undefined']) expect(isCustomerInput(type)).toBe(false);
  });
});
