import { afterEach, describe, it, expect } from 'vitest';
import { handOff } from './focus-hand-off';

const tick = () => new Promise((r) => setTimeout(r));

/** A bare row of buttons: − (pressed), + and a later one, all enabled. */
const row = () => {
  document.body.innerHTML = '<div><button id="minus">−</button><button id="plus">+</button></div><button id="other">x</button>';
  const $ = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return $;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('handOff', () => {
  it('moves focus from a focused button that disabled itself to the first enabled button beside it', async () => {
    const $ = row();
    $('minus').focus();
    handOff($('minus'));
    $('minus').disabled = true;
    await tick();
    expect(document.activeElement).toBe($('plus'));
  });

  it('moves focus to the given target when the focused button is gone', async () => {
    const $ = row();
    $('minus').focus();
    handOff($('minus'), () => $('other'));
    $('minus').remove();
    await tick();
    expect(document.activeElement).toBe($('other'));
  });

  it('leaves focus alone when the button stays enabled, or did not have focus (a mouse click in Safari)', async () => {
    const $ = row();
    $('minus').focus();
    handOff($('minus'), () => $('other'));
    await tick();
    expect(document.activeElement).toBe($('minus'));
    $('plus').focus();
    handOff($('minus'), () => $('other'));
    $('minus').disabled = true;
    await tick();
    expect(document.activeElement).toBe($('plus'));
  });
});
