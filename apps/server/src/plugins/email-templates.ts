import { type Locale, RTL_LOCALES } from '@wealthlog/core';

/**
 * The two transactional e-mails of sign-in, in every locale. The copy lives here rather than in the
 * web app's locale files because the server renders it and the web bundle never needs it.
 */
export type EmailKind = 'verify-email' | 'reset-password';

export interface EmailData {
  name: string;
  link: string;
  appUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  intro: string;
  action: string;
  /** Validity and "ignore it if it wasn't you": the lifetimes must match what the auth service enforces. */
  validity: string;
}

interface LocaleCopy {
  greeting: (name: string) => string;
  greetingNoName: string;
  fallback: string;
  footer: (appUrl: string) => string;
  kinds: Record<EmailKind, Copy>;
}

const COPY: Record<Locale, LocaleCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    fallback: 'If the button does not work, copy this link into your browser:',
    footer: (appUrl) => `This message was sent by WealthLog (${appUrl}).`,
    kinds: {
      'verify-email': {
        subject: 'Confirm your e-mail address for WealthLog',
        intro: 'Welcome to WealthLog! Please confirm your e-mail address by opening this link:',
        action: 'Confirm my e-mail address',
        validity:
          'The link is valid for 24 hours. If you did not create a WealthLog account, you can safely ignore this message.',
      },
      'reset-password': {
        subject: 'Reset your WealthLog password',
        intro:
          'We received a request to reset the password of your WealthLog account. Choose a new password here:',
        action: 'Choose a new password',
        validity:
          'The link is valid for 1 hour and can be used only once. If you did not ask for this, ignore this message: your password stays the same.',
      },
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer: (appUrl) => `Ce message vous a été envoyé par WealthLog (${appUrl}).`,
    kinds: {
      'verify-email': {
        subject: 'Confirmez votre adresse e-mail pour WealthLog',
        intro: 'Bienvenue sur WealthLog ! Confirmez votre adresse e-mail en ouvrant ce lien :',
        action: 'Confirmer mon adresse e-mail',
        validity:
          "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte WealthLog, vous pouvez ignorer ce message.",
      },
      'reset-password': {
        subject: 'Réinitialisez votre mot de passe WealthLog',
        intro:
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte WealthLog. Choisissez un nouveau mot de passe ici :',
        action: 'Choisir un nouveau mot de passe',
        validity:
          "Ce lien est valable 1 heure et ne peut être utilisé qu'une seule fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      },
    },
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    fallback: 'إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:',
    footer: (appUrl) => `أُرسلت هذه الرسالة من WealthLog ‏(${appUrl}).`,
    kinds: {
      'verify-email': {
        subject: 'أكّد عنوان بريدك الإلكتروني في WealthLog',
        intro: 'أهلًا بك في WealthLog! يُرجى تأكيد عنوان بريدك الإلكتروني بفتح الرابط التالي:',
        action: 'تأكيد بريدي الإلكتروني',
        validity:
          'هذا الرابط صالح لمدة 24 ساعة. إذا لم تُنشئ حسابًا في WealthLog، فيمكنك تجاهل هذه الرسالة.',
      },
      'reset-password': {
        subject: 'إعادة تعيين كلمة مرور WealthLog',
        intro:
          'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في WealthLog. اختر كلمة مرور جديدة من هنا:',
        action: 'اختيار كلمة مرور جديدة',
        validity:
          'هذا الرابط صالح لمدة ساعة واحدة ولا يمكن استخدامه إلا مرة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
      },
    },
  },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element content and in quoted attributes alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Line breaks in a name would let it forge extra lines of the plain-text part. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

export function renderEmail(kind: EmailKind, locale: Locale, data: EmailData): RenderedEmail {
  const c = COPY[locale] ?? COPY.en;
  const k = c.kinds[kind];
  const name = oneLine(data.name);
  const greeting = name ? c.greeting(name) : c.greetingNoName;
  const footer = c.footer(data.appUrl);

  // The action link comes first in the text part: the outbox logs the first link it finds.
  const text = [greeting, '', k.intro, '', data.link, '', k.validity, '', '—', footer, ''].join(
    '\n',
  );

  const rtl = RTL_LOCALES.includes(locale);
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const link = escapeHtml(data.link);
  // URLs are left-to-right even inside Arabic text; <bdi dir="ltr"> keeps them from being reordered.
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(k.subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;text-align:${align};" dir="${dir}">
<p style="margin:0 0 8px;font-size:20px;font-weight:600;">WealthLog</p>
<p style="margin:16px 0;">${escapeHtml(greeting)}</p>
<p style="margin:16px 0;">${escapeHtml(k.intro)}</p>
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:#228be6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;">${escapeHtml(k.action)}</a></p>
<p style="margin:16px 0;">${escapeHtml(k.validity)}</p>
<p style="margin:16px 0;font-size:13px;color:#52606d;">${escapeHtml(c.fallback)}<br><bdi dir="ltr"><a href="${link}" style="color:#1c7ed6;word-break:break-all;">${link}</a></bdi></p>
<p style="margin:24px 0 0;font-size:12px;color:#7b8794;">${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
  return { subject: k.subject, text, html };
}

/**
 * The HTML page every account e-mail is laid in (the activity notices, the weekly e-mail): the
 * language and direction, the card on a grey ground, the name at the top. `body` is HTML the
 * caller escaped.
 */
export function emailPage(locale: Locale, subject: string, body: string): string {
  const rtl = RTL_LOCALES.includes(locale);
  const dir = rtl ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;text-align:${rtl ? 'right' : 'left'};" dir="${dir}">
<p style="margin:0 0 8px;font-size:20px;font-weight:600;">WealthLog</p>
${body}
</div>
</body>
</html>
`;
}

/** The e-mail's one button: a link styled to be seen (escaped here). */
export function emailButton(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;">${escapeHtml(label)}</a></p>`;
}
