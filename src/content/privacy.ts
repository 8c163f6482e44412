/** The privacy notice: what this website collects, why, where it is kept and how to have it removed. */
import { config } from '@/lib/config';
import { business } from './business';
import type { Section } from './types';

/** Change this date whenever the notice changes. */
export const privacyUpdated = '2026-11-21';

export const privacyIntro = `This notice explains what ${business.name} collects through this website, what we do with it and how you can have it corrected or deleted. We collect only what we need to answer you and to look after your yard, and we never sell it.`;

/** Says what this build actually loads: the tags exist only when their IDs are configured. */
function analyticsSection(): Section {
  const tools = [config.gaId && 'Google Analytics', config.metaPixelId && 'the Meta pixel'].filter(Boolean);
  const status =
    tools.length > 0
      ? `This site currently uses ${tools.join(' and ')} to count visits and see which pages and forms are used.`
      : 'This site currently loads no analytics or advertising tags at all.';
  return {
    heading: 'Analytics and advertising',
    paragraphs: [
      `Analytics and advertising tags load only when the owners have set them up. ${status}`,
      'If your browser sends a Global Privacy Control signal, none of them load for you, whatever the setting.',
    ],
  };
}

export const privacySections: readonly Section[] = [
  {
    heading: 'What we collect and why',
    paragraphs: ['We only collect what you type into a form on this site or tell us directly:'],
    bullets: [
      'Quote requests: your name, ZIP code, number of dogs, how often you want service, your answers about the yard, the phone number or email address you give for the reply, the estimate we showed you and the page you sent it from, so we can check that we serve your area, confirm your price and reply.',
      'Contact messages: your name, email address, phone number if you give it, your message and the page you sent it from, so we can answer you.',
      'Newsletter and guide sign-ups: your email address (and your name, if you give it), where on the site you signed up and when, so we can send what you asked for.',
      "Referral invites: your email address and your friend's name and email address, plus your note if you add one. We use your friend's details only to send that one invitation.",
      'Client accounts: your email address, a password (kept only as a secure hash by our sign-in provider; nobody can read it), your referral code and the referrals and credits linked to it.',
      'Calls and emails: what you choose to tell us, used to provide and schedule your service.',
    ],
  },
  {
    heading: 'Where it is kept',
    paragraphs: [
      'Form entries and accounts are stored with Supabase, the hosted database and sign-in service this site runs on. Access is restricted at the database level: visitors can only send information, never read anyone else’s, and only the owners can read the leads.',
      'When you send a form, the owners get a notification with its content so we can reply quickly. If the site cannot reach our database at that moment, your browser keeps the entry and sends it the next time you are online, so nothing you send is lost.',
    ],
  },
  {
    heading: 'Storage in your browser',
    paragraphs: ['The site keeps a few small items in your browser to work properly, not to track you:'],
    bullets: [
      'your sign-in session, if you sign in to a client account;',
      'a referral code from a friend’s link, for the rest of your visit;',
      'a form entry waiting to be sent, if you were offline when you sent it;',
      'the time you last saw our welcome offer, so it does not appear again for a day.',
    ],
  },
  analyticsSection(),
  {
    heading: 'Bookings and other websites',
    paragraphs: [
      'Bookings and the client hub run on our job-management provider’s website, which opens in its own tab and has its own privacy terms. The same is true of the review sites, social networks and the pet-care marketplace we link to. The home page may show our reviews through a review widget loaded from its provider.',
    ],
  },
  {
    heading: 'We do not sell your information',
    paragraphs: [
      'We do not sell, rent or trade personal information. We share it only with the service providers that host and deliver this website and our emails for us, and only as far as they need it to do that, or when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep leads and messages while they help us answer you and serve you, and newsletter addresses until you unsubscribe. A website account stays until you delete it (from your dashboard, or by asking us); deleting it removes the account and the requests sent while signed in.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      `To stop a quote's follow-up email, use the link at its end. To unsubscribe from anything else, reply to any of our emails, email ${business.email}, or use the email preferences on your dashboard. With a website account you can download what the site keeps about you, change your email and password, and delete the account yourself, all from your dashboard. To see, correct or delete anything else we hold about you, email ${business.email} or call ${business.phone.digits}. We answer every request, and deleting your information costs nothing.`,
      'This site is meant for adults arranging yard service and does not knowingly collect information from children under 13.',
    ],
  },
  {
    heading: 'Changes to this notice',
    paragraphs: [
      'If what we collect or how we use it changes, we update this page and the date at the top. Questions about this notice are welcome at the same address.',
    ],
  },
];
