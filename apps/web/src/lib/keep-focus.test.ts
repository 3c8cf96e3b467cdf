import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusy } from './keep-focus';

/** MutationObserver callbacks run as microtasks: let them. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusThroughBusy', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function setUp() {
    document.body.innerHTML = '<input id="field"><button id="save">Save</button>';
    stop = keepFocusThroughBusy(document);
    return {
      field: document.getElementById('field') as HTMLInputElement,
      save: document.getElementById('save') as HTMLButtonElement,
    };
  }

  it('gives focus back to a button that was disabled while it had it', async () => {
    const { save } = setUp();
    save.focus();
    // What the browser does to a button disabled while focused: it loses focus to the body.
    save.blur();
    save.disabled = true;
    await flush();
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(save);
  });

  it('leaves focus alone when it moved elsewhere meanwhile', async () => {
    const { field, save } = setUp();
    save.focus();
    save.disabled = true;
    await flush();
    field.focus();
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(field);
  });

  it('does not pull focus to a button disabled while something else had it', async () => {
    const { field, save } = setUp();
    field.focus();
    field.blur();
    save.disabled = true;
    await flush();
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
