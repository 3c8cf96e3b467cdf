import { INTL_LOCALES, isLocale } from './locale';

/*
 * Number fields in the digits of the UI language: figures are written in Arabic-Indic
 * digits in Arabic (format.ts), so a number field beside them must be too. Mantine's NumberInput
 * (react-number-format) only knows Western digits, so the translation happens where the browser
 * keeps the field's text: for a text field typed as a number (inputmode decimal or numeric) in
 * a locale with Arabic-Indic digits, `value` reads in Western digits (what the form code and
 * NumberInput parse) and is shown in Arabic-Indic ones. Either set may be typed. One character
 * for one, so caret positions are unchanged.
 */

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
/** Eastern Arabic-Indic (Persian, Urdu keyboards) read as digits too. */
const EXTENDED = '۰۱۲۳۴۵۶۷۸۹';

/** '١٢٫٥' → '12.5': both Arabic-Indic digit sets and the Arabic decimal separator to Western. */
export function toWesternDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹٫]/g, (c) => {
    if (c === '٫') return '.';
    const i = ARABIC_INDIC.indexOf(c);
    return String(i >= 0 ? i : EXTENDED.indexOf(c));
  });
}

/** '12.5' → '١٢٫٥'. */
export function toArabicIndicDigits(text: string): string {
  return text.replace(/[0-9.]/g, (c) => (c === '.' ? '٫' : ARABIC_INDIC[Number(c)]!));
}

/** True where the UI language writes numbers in Arabic-Indic digits (<html lang>). */
export function pageUsesArabicDigits(doc: Document = document): boolean {
  const lang = doc.documentElement.lang;
  return isLocale(lang) && INTL_LOCALES[lang].includes('-nu-arab');
}

function isNumberField(input: HTMLInputElement): boolean {
  return input.type === 'text' && (input.inputMode === 'decimal' || input.inputMode === 'numeric');
}

let installed = false;

/** Once, before the first render (React keeps the descriptor it finds when it mounts a field). */
export function installLocaleDigits(usesArabic: () => boolean = pageUsesArabicDigits): void {
  if (installed || typeof HTMLInputElement === 'undefined') return;
  const proto = HTMLInputElement.prototype;
  const native = Object.getOwnPropertyDescriptor(proto, 'value');
  if (!native?.get || !native.set) return;
  const { get, set } = native;
  installed = true;
  Object.defineProperty(proto, 'value', {
    configurable: true,
    enumerable: native.enumerable ?? true,
    get(this: HTMLInputElement) {
      const text = get.call(this) as string;
      return isNumberField(this) ? toWesternDigits(text) : text;
    },
    set(this: HTMLInputElement, next: string) {
      const text = String(next ?? '');
      set.call(this, isNumberField(this) && usesArabic() ? toArabicIndicDigits(text) : text);
    },
  });
}
