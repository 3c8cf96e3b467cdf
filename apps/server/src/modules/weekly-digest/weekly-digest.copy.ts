import type { Locale } from '@wealthlog/core';

/** The words of the weekly e-mail in one locale (weekly-digest.render.ts lays them out). */
export interface DigestCopy {
  subject: (netWorth: string) => string;
  greeting: (name: string) => string;
  greetingNoName: string;
  netWorth: string;
  change: (change: string) => string;
  attention: string;
  nothingToDo: string;
  weekAhead: string;
  nothingAhead: string;
  open: string;
  why: string;
  unsubscribe: string;
}

export const DIGEST_COPY: Record<Locale, DigestCopy> = {
  en: {
    subject: (nw) => `Your week in WealthLog: net worth ${nw}`,
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    netWorth: 'Net worth',
    change: (c) => `${c} over the past 7 days`,
    attention: 'Needs your attention',
    nothingToDo: 'Nothing needs your attention.',
    weekAhead: 'The week ahead',
    nothingAhead: 'Nothing is planned for the next 7 days.',
    open: 'Open WealthLog',
    why: 'You receive this e-mail because you turned on the weekly summary in your settings.',
    unsubscribe: 'Stop these e-mails',
  },
  fr: {
    subject: (nw) => `Votre semaine dans WealthLog : patrimoine net ${nw}`,
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    netWorth: 'Patrimoine net',
    change: (c) => `${c} sur les 7 derniers jours`,
    attention: 'À traiter',
    nothingToDo: 'Rien ne demande votre attention.',
    weekAhead: 'La semaine à venir',
    nothingAhead: 'Rien n’est prévu pour les 7 prochains jours.',
    open: 'Ouvrir WealthLog',
    why: 'Vous recevez cet e-mail parce que vous avez activé le résumé hebdomadaire dans vos paramètres.',
    unsubscribe: 'Ne plus recevoir ces e-mails',
  },
  ar: {
    subject: (nw) => `أسبوعك في WealthLog: صافي الثروة ${nw}`,
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    netWorth: 'صافي الثروة',
    change: (c) => `${c} خلال الأيام السبعة الماضية`,
    attention: 'بحاجة إلى اهتمامك',
    nothingToDo: 'لا شيء يحتاج إلى اهتمامك.',
    weekAhead: 'الأسبوع القادم',
    nothingAhead: 'لا شيء مخطط له في الأيام السبعة القادمة.',
    open: 'افتح WealthLog',
    why: 'تصلك هذه الرسالة لأنك فعّلت الملخص الأسبوعي في إعداداتك.',
    unsubscribe: 'إيقاف هذه الرسائل',
  },
};
