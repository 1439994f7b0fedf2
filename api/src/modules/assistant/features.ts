import type { EndpointName } from '@pear/contract';

/*
 * What implements each feature the chat assistant may talk about: the contract endpoints that serve it, the dashboard
 * tabs that show it and the app pages it lives on. Every knowledge-base entry names the features it claims, and
 * test/assistant-truth.test.ts checks each claim against this map and this map against the code (the endpoint
 * names against the contract, the tabs against the dashboards' tab lists, the pages against the shell's route
 * table). A feature that has no route, tab or page cannot be added here, so the assistant cannot claim it.
 */

export type FeatureEvidence = {
  endpoints?: readonly EndpointName[];
  tabs?: readonly { dashboard: 'founder' | 'investor'; label: string }[];
  /** App paths, as the shell's route table lists them. */
  pages?: readonly string[];
};

const founderTab = (label: string) => ({ dashboard: 'founder', label }) as const;
const investorTab = (label: string) => ({ dashboard: 'investor', label }) as const;

export const PRODUCT_FEATURES = {
  'sign-in': { endpoints: ['linkedinLogin', 'exchangeLoginCode'], pages: ['/signin', '/signup'] },
  'document-parsing': {
    endpoints: ['parsePitchdeck', 'parseResume', 'parseThesis'],
    pages: ['/signup/pitchdeckparse', '/signup/fill-missing-info', '/signup/investorthesisparse'],
  },
  'founder-profile': { endpoints: ['getInfo', 'storeInfo'], tabs: [founderTab('Profile')], pages: ['/founders'] },
  vibescore: { endpoints: ['getVibeScore'], pages: ['/signup/vibescore'] },
  'investor-matches': {
    endpoints: ['getMatches', 'findMatches', 'getMatchStatus'],
    tabs: [founderTab('AI Matching')],
  },
  outreach: { endpoints: ['draftOutreach', 'getInvestorQuestions'], tabs: [founderTab('AI Matching')] },
  'deal-flow': {
    endpoints: [
      'listDeals',
      'createDeal',
      'updateDeal',
      'addDealNote',
      'passDeal',
      'addDealFromMatch',
      'searchInvestors',
    ],
    tabs: [founderTab('Deal Flow'), investorTab('Deal Flow')],
  },
  'deal-flow-meetings': { endpoints: ['scheduleDealMeeting', 'getDealMeetingInvite'], tabs: [founderTab('Deal Flow')] },
  'deal-flow-csv': {
    endpoints: ['exportDealsCsv', 'previewDealsImport', 'importDeals'],
    tabs: [founderTab('Deal Flow')],
  },
  'data-room': {
    endpoints: [
      'getDataRoom',
      'uploadDataRoomDocument',
      'createDataRoomLink',
      'getViewerRoom',
      'requestDocumentAccess',
    ],
    tabs: [founderTab('Data Room')],
    pages: ['/room/:token'],
  },
  'data-room-analytics': { endpoints: ['getDataRoomAnalytics', 'getDataRoomAudit'], tabs: [founderTab('Data Room')] },
  intros: { endpoints: ['listIntros', 'requestIntro', 'acceptIntro', 'declineIntro'] },
  kudos: {
    endpoints: ['getFounderKudos', 'requestKudo', 'approveKudo', 'writeKudo', 'requestFounderReferences'],
    pages: ['/kudos/:token'],
  },
  applications: {
    endpoints: ['getApplications', 'autoApply', 'updateApplication', 'exportApplication'],
    tabs: [founderTab('Applications')],
  },
  'video-pitch': {
    endpoints: ['getVideoPitch', 'uploadVideoPitch', 'streamVideoPitch'],
    tabs: [founderTab('Settings')],
  },
  'media-content': {
    endpoints: ['getMedia', 'createMediaItem', 'updateMediaItem', 'deleteMediaItem', 'reorderMedia'],
    pages: ['/founders'],
  },
  'investor-dashboard': {
    endpoints: ['getInvestorDashboard', 'updateInvestorProfile', 'claimInvestorProfile', 'updateFund'],
    tabs: [investorTab('Profile'), investorTab('Portfolio'), investorTab('Settings')],
    pages: ['/investors'],
  },
  'founder-matches': { endpoints: ['getFounderMatches'], tabs: [investorTab('Matches')] },
  plans: {
    endpoints: ['startCheckout', 'verifyPaymentSession', 'getMatchStatus'],
    pages: ['/payment', '/payment-success'],
  },
  resources: { pages: ['/resources'] },
  'early-access': { endpoints: ['insertEarlyAccessSignup'] },
  'landing-page': { pages: ['/landing'] },
  'chat-assistant': { endpoints: ['chatAssistant'] },
} as const satisfies Record<string, FeatureEvidence>;

export type FeatureId = keyof typeof PRODUCT_FEATURES;
