/** The referral program in words: /refer-friend and the /ref/{code} welcome page. */
import { business } from './business';
import { prices } from './price-text';
import type { Faq, HowToStep } from './types';

const credit = prices.referral;

export const referFriendPage = {
  title: `Refer and Save ${credit}: Refer a Friend to Our Pooper Scooper`,
  description: `Refer a friend to ${business.name} and you both save ${credit}. Share your link or send an invite; your friend gets ${credit} off and you get a ${credit} credit.`,
  h1: `Refer and Save ${credit}`,
  lead: `Know someone in ${business.county} whose yard needs us? Send them our way: when they book their first service, you both save ${credit}.`,
  steps: [
    {
      name: 'Invite a friend',
      text: 'Share your personal link from your dashboard, send an invite with the form on this page, or simply tell them to mention your name when they call.',
    },
    {
      name: 'Your friend books',
      text: `Your friend gets a free quote and books their first service, and gets ${credit} off it.`,
    },
    {
      name: 'You save too',
      text: `Once the owners confirm your friend became a customer, a ${credit} credit goes on your account for your next service.`,
    },
  ] satisfies HowToStep[],
  sides: [
    {
      title: 'For you',
      text: `A ${credit} credit toward your next service for every friend who becomes a customer.`,
    },
    {
      title: 'For your friend',
      text: `${credit} off their first service, on top of a free quote and deodorizing included with weekly service.`,
    },
  ],
  faqs: [
    {
      question: 'Who can I refer?',
      answer: `Anyone in our service area who is not a customer yet: neighbors, family, friends, coworkers. We serve ${business.reach} across ${business.county}.`,
    },
    {
      question: 'Does my friend need a code?',
      answer: `A referral link or your name is enough. If they open your personal link (it is on your dashboard once you create a free website account), the code goes with them; if they call ${business.phone.display}, they just mention who sent them.`,
    },
    {
      question: `When do we get the ${credit}?`,
      answer: `Your friend's ${credit} comes off their first service. Your ${credit} credit is added once the owners confirm your friend became a customer, and applies to your next service; your dashboard shows it as pending until then.`,
    },
  ] satisfies Faq[],
  personalLink: {
    title: 'Your personal link',
    text: `With a free website account you get your own referral link to text or email, and your dashboard shows every friend who signed up with it and the ${credit} credits they earned you.`,
    create: 'Create a free account',
    signIn: 'Sign in to see your link',
  },
  formIntro: {
    title: 'Send an invite',
    text: `Enter your email and your friend's name and email, and add a personal note if you like. We send your friend one invitation with your name on it; we don't add them to any mailing list.`,
  },
};

export const referralLanding = {
  title: `You've Been Referred: ${credit} Off Your First Yard Cleanup`,
  description: `A friend referred you to ${business.name}, the pooper scooper service for Waco and Hewitt. Book your first service and you both save ${credit}.`,
  h1: 'Welcome! A Friend Sent You',
  lead: `One of our customers thinks your yard deserves a break. Book your first service with ${business.name} and you get ${credit} off, and your friend saves ${credit} too.`,
};
