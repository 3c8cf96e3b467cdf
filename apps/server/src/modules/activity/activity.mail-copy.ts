import type { ACTIVITY_MAIL_EVENTS, Locale } from '@wealthlog/core';

export type MailEvent = (typeof ACTIVITY_MAIL_EVENTS)[number];

/** The words of the security e-mail in one locale (activity.mail-render.ts lays them out). */
export interface MailCopy {
  greeting: (name: string) => string;
  greetingNoName: string;
  /** What changed, as a sentence: it is also the subject, after "WealthLog: ". */
  events: Record<MailEvent, string>;
  /** "When … from …": the date is in the user's time zone, the device read from the User-Agent. */
  when: (at: string, device: string, ip: string) => string;
  unknownDevice: string;
  unknownIp: string;
  /** A token's or passkey's name, when the event has one. */
  named: (name: string) => string;
  ifYou: string;
  ifNotYou: string;
  action: string;
  footer: (appUrl: string) => string;
}

export const MAIL_COPY: Record<Locale, MailCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    events: {
      password_changed: 'Your password was changed',
      password_reset: 'Your password was reset with an e-mailed link',
      totp_enabled: 'Two-step sign-in was turned on',
      totp_disabled: 'Two-step sign-in was turned off',
      recovery_codes_generated: 'New recovery codes were generated',
      passkey_added: 'A passkey was added to your account',
      passkey_removed: 'A passkey was removed from your account',
      token_created: 'An API token was created',
      token_revoked: 'An API token was revoked',
      admin_two_factor_reset: 'An administrator turned off your two-step sign-in',
    },
    when: (at, device, ip) => `When: ${at}. Device: ${device}. IP address: ${ip}.`,
    unknownDevice: 'unknown device',
    unknownIp: 'unknown',
    named: (name) => `Name: ${name}.`,
    ifYou: 'If this was you, there is nothing else to do.',
    ifNotYou:
      'If it was not you, someone may have access to your account: change your password now, then review your sessions, passkeys and API tokens in your security settings.',
    action: 'Open my security settings',
    footer: (appUrl) => `This security notice was sent by WealthLog (${appUrl}).`,
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    events: {
      password_changed: 'Votre mot de passe a été modifié',
      password_reset: 'Votre mot de passe a été réinitialisé par un lien envoyé par e-mail',
      totp_enabled: 'La connexion en deux étapes a été activée',
      totp_disabled: 'La connexion en deux étapes a été désactivée',
      recovery_codes_generated: 'De nouveaux codes de récupération ont été générés',
      passkey_added: 'Une clé d’accès a été ajoutée à votre compte',
      passkey_removed: 'Une clé d’accès a été retirée de votre compte',
      token_created: 'Un jeton d’API a été créé',
      token_revoked: 'Un jeton d’API a été révoqué',
      admin_two_factor_reset: 'Un administrateur a désactivé votre connexion en deux étapes',
    },
    when: (at, device, ip) => `Quand : ${at}. Appareil : ${device}. Adresse IP : ${ip}.`,
    unknownDevice: 'appareil inconnu',
    unknownIp: 'inconnue',
    named: (name) => `Nom : ${name}.`,
    ifYou: 'Si c’était vous, vous n’avez rien d’autre à faire.',
    ifNotYou:
      'Si ce n’était pas vous, quelqu’un a peut-être accès à votre compte : changez votre mot de passe dès maintenant, puis vérifiez vos sessions, clés d’accès et jetons d’API dans vos paramètres de sécurité.',
    action: 'Ouvrir mes paramètres de sécurité',
    footer: (appUrl) => `Cet avis de sécurité vous a été envoyé par WealthLog (${appUrl}).`,
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    events: {
      password_changed: 'تم تغيير كلمة مرورك',
      password_reset: 'تمت إعادة تعيين كلمة مرورك عبر رابط أُرسل بالبريد الإلكتروني',
      totp_enabled: 'تم تفعيل تسجيل الدخول بخطوتين',
      totp_disabled: 'تم إيقاف تسجيل الدخول بخطوتين',
      recovery_codes_generated: 'تم إنشاء رموز استرداد جديدة',
      passkey_added: 'تمت إضافة مفتاح مرور إلى حسابك',
      passkey_removed: 'تمت إزالة مفتاح مرور من حسابك',
      token_created: 'تم إنشاء رمز وصول للواجهة البرمجية',
      token_revoked: 'تم إبطال رمز وصول للواجهة البرمجية',
      admin_two_factor_reset: 'أوقف أحد المسؤولين تسجيل الدخول بخطوتين في حسابك',
    },
    when: (at, device, ip) => `الوقت: ${at}. الجهاز: ${device}. عنوان IP: ${ip}.`,
    unknownDevice: 'جهاز غير معروف',
    unknownIp: 'غير معروف',
    named: (name) => `الاسم: ${name}.`,
    ifYou: 'إذا كنت أنت من قام بذلك، فلا حاجة لفعل أي شيء آخر.',
    ifNotYou:
      'إذا لم تكن أنت، فربما يملك شخص آخر الوصول إلى حسابك: غيّر كلمة مرورك الآن، ثم راجع جلساتك ومفاتيح المرور ورموز الواجهة البرمجية في إعدادات الأمان.',
    action: 'فتح إعدادات الأمان',
    footer: (appUrl) => `أُرسل تنبيه الأمان هذا من WealthLog ‏(${appUrl}).`,
  },
};
