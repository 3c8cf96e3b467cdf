import type { AttentionItem, AttentionKind, Locale } from '@wealthlog/core';

/** An attention item's figures as the e-mail shows them (money and dates formatted in its locale). */
export type AttentionWords = Record<string, string>;

/**
 * The home's attention items in the e-mail's language: the same sentences as the web's
 * home.attention.* (apps/web/src/features/home/locales), with the figures already formatted.
 */
export const ATTENTION_COPY: Record<
  Locale,
  Record<AttentionKind, (p: AttentionWords) => string>
> = {
  en: {
    overBudget: (p) => `${p.category} is ${p.amount} over its budget for ${p.month}.`,
    paymentDueTomorrow: (p) =>
      `${p.name} (${p.amount}) is due tomorrow and will not be posted automatically.`,
    missingRate: (p) =>
      `No exchange rate from ${p.currency} to ${p.base}: what you hold in ${p.currency} is left out of your net worth.`,
    stalePrice: (p) => `The latest price of ${p.instrument} is from ${p.date}.`,
    staleValuation: (p) => `${p.name} was last valued on ${p.date}, over a year ago.`,
    recurringFailed: (p) =>
      `${p.name} (${p.amount}) due on ${p.date} was not posted automatically: its account refused it.`,
    statementMismatch: (p) =>
      `${p.name} shows ${p.amount} on ${p.date}, but the imported statement closed at ${p.stated}.`,
  },
  fr: {
    overBudget: (p) => `${p.category} dépasse de ${p.amount} son budget de ${p.month}.`,
    paymentDueTomorrow: (p) =>
      `${p.name} (${p.amount}) est dû demain et ne sera pas enregistré automatiquement.`,
    missingRate: (p) =>
      `Aucun taux de change de ${p.currency} vers ${p.base} : ce que vous détenez en ${p.currency} est exclu de votre patrimoine net.`,
    stalePrice: (p) => `Le dernier cours de ${p.instrument} date du ${p.date}.`,
    staleValuation: (p) =>
      `${p.name} a été estimé pour la dernière fois le ${p.date}, il y a plus d’un an.`,
    recurringFailed: (p) =>
      `${p.name} (${p.amount}), dû le ${p.date}, n’a pas été passé automatiquement : son compte l’a refusé.`,
    statementMismatch: (p) =>
      `${p.name} affiche ${p.amount} au ${p.date}, mais le relevé importé se clôt à ${p.stated}.`,
  },
  ar: {
    overBudget: (p) => `تجاوزت ${p.category} ميزانيتها لشهر ${p.month} بمقدار ${p.amount}.`,
    paymentDueTomorrow: (p) => `يستحق ${p.name} (${p.amount}) غدًا ولن يُسجَّل تلقائيًا.`,
    missingRate: (p) =>
      `لا يوجد سعر صرف من ${p.currency} إلى ${p.base}: ما تملكه بعملة ${p.currency} مستبعد من صافي ثروتك.`,
    stalePrice: (p) => `آخر سعر لـ${p.instrument} بتاريخ ${p.date}.`,
    staleValuation: (p) => `آخر تقييم لـ${p.name} كان في ${p.date}، منذ أكثر من عام.`,
    recurringFailed: (p) =>
      `لم تُسجَّل ${p.name} (${p.amount}) المستحقة في ${p.date} تلقائيًا: رفضها حسابها.`,
    statementMismatch: (p) =>
      `يُظهر ${p.name} مبلغ ${p.amount} في ${p.date}، لكن الكشف المستورد أُغلق على ${p.stated}.`,
  },
};

/** One item's sentence: its amount (with its currency), date and month formatted by the caller. */
export function attentionSentence(
  item: Pick<AttentionItem, 'kind' | 'params'>,
  locale: Locale,
  format: {
    money(v: number, currency: string): string;
    day(iso: string): string;
    month(ym: string): string;
  },
): string {
  const p = item.params;
  const words: AttentionWords = Object.fromEntries(
    Object.entries(p).map(([k, v]) => [k, String(v)]),
  );
  if (typeof p.amount === 'number' && typeof p.currency === 'string')
    words.amount = format.money(p.amount, p.currency);
  if (typeof p.stated === 'number' && typeof p.currency === 'string')
    words.stated = format.money(p.stated, p.currency);
  if (typeof p.date === 'string') words.date = format.day(p.date);
  if (typeof p.month === 'string') words.month = format.month(p.month);
  return ATTENTION_COPY[locale][item.kind](words);
}
