// @pear/shared/api: one function per endpoint of @pear/contract, the one ky instance and ApiError. The request and
// response types are the contract's: import them from '@pear/contract'.
export { apiClient, apiOptions, joinUrl } from './api-client';
export type { ApiContext } from './api-client';
export {
  ApiError,
  isApiError,
  isUnexpectedResponseError,
  readBody,
  responseDetails,
  UnexpectedResponseError,
} from './api-error';
export { callEndpoint, fetchEndpointFile, parseResponseBody, sendEndpointRequest } from './call-endpoint';
export type { ApiService, CallOptions, EndpointRequest, SuccessBody } from './call-endpoint';
export { describeCallError, getErrorMessage } from './error-message';
export { extractAnalysis, extractJsonObject, readVibeScore, unwrapMatches } from './normalizers';
export { uploadProgressFetch } from './upload-progress-fetch';
export type { UploadCallOptions, UploadProgress, UploadProgressListener } from './upload-progress-fetch';
export { linkedinLoginUrl } from './calls/linkedin-login-url';
export { EXCHANGE_LOGIN_CODE_ERROR, exchangeLoginCode } from './calls/exchange-login-code';
export { GET_INFO_ERROR, getInfo } from './calls/get-info';
export { GET_MATCHES_ERROR, getMatches } from './calls/get-matches';
export { FIND_MATCHES_ERROR, findMatches } from './calls/find-matches';
export { STORE_INFO_ERROR, storeInfo } from './calls/store-info';
export { blobToBase64, PARSE_RESUME_ERROR, parseResume } from './calls/parse-resume';
export { PARSE_PITCHDECK_ERROR, parsePitchdeck } from './calls/parse-pitchdeck';
export { getVibeScore, VIBE_SCORE_ERROR } from './calls/get-vibe-score';
export type { VibeScoreReading } from './calls/get-vibe-score';
export { CHECKOUT_ERROR, startCheckout } from './calls/start-checkout';
export { VERIFY_PAYMENT_ERROR, verifyPaymentSession } from './calls/verify-payment-session';
export { PARSE_THESIS_ERROR, parseThesis } from './calls/parse-thesis';
export { insertEarlyAccessSignup } from './calls/insert-early-access-signup';
export type { InsertResult } from './calls/insert-early-access-signup';
export { CHAT_FAILED_ERROR, CHAT_NO_DATA_ERROR, invokeChatAssistant } from './calls/invoke-chat-assistant';
export { draftOutreach, OUTREACH_DRAFT_ERROR } from './calls/outreach-draft';
export { getInvestorQuestions, INVESTOR_QUESTIONS_ERROR } from './calls/investor-questions';
export { getMatchStatus, MATCH_STATUS_ERROR } from './calls/match-status';
export {
  ADD_FROM_MATCH_ERROR,
  addDealFromMatch,
  addDealNote,
  createDeal,
  DEAL_ERROR,
  DEALS_ERROR,
  DELETE_DEAL_ERROR,
  deleteDeal,
  EXPORT_DEALS_ERROR,
  exportDealsCsv,
  FOLLOW_UPS_ERROR,
  getDeal,
  getDealMeetingInvite,
  getFollowUpsDue,
  IMPORT_DEALS_ERROR,
  importDeals,
  INTRO_SENT_ERROR,
  INVESTOR_SEARCH_ERROR,
  listDeals,
  markIntroSent,
  MEETING_ERROR,
  MEETING_INVITE_ERROR,
  passDeal,
  previewDealsImport,
  reopenDeal,
  SAVE_DEAL_ERROR,
  scheduleDealMeeting,
  searchInvestors,
  updateDeal,
} from './calls/deal-flow';
export {
  ANALYTICS_ERROR,
  APPROVE_REQUEST_ERROR,
  approveAccessRequest,
  AUDIT_ERROR,
  CREATE_LINK_ERROR,
  createDataRoomLink,
  createPendingDataRoomItem,
  DATA_ROOM_ERROR,
  DELETE_ITEM_ERROR,
  deleteDataRoomItem,
  DENY_REQUEST_ERROR,
  denyAccessRequest,
  DOWNLOAD_ITEM_ERROR,
  downloadDataRoomItem,
  getDataRoom,
  getDataRoomAnalytics,
  getDataRoomAudit,
  PENDING_ITEM_ERROR,
  REVOKE_LINK_ERROR,
  revokeDataRoomLink,
  UPDATE_ITEM_ERROR,
  updateDataRoomItem,
  UPLOAD_DOCUMENT_ERROR,
  UPLOAD_VERSION_ERROR,
  uploadDataRoomDocument,
  uploadDataRoomVersion,
} from './calls/data-room';
export {
  downloadViewerDocument,
  getDataRoomLink,
  getViewerDocument,
  getViewerRoom,
  reportPageViews,
  requestDocumentAccess,
  requestViewerCode,
  verifyViewerCode,
  VIEWER_ACCESS_REQUEST_ERROR,
  VIEWER_CODE_ERROR,
  VIEWER_DOCUMENT_ERROR,
  VIEWER_DOWNLOAD_ERROR,
  VIEWER_LINK_ERROR,
  VIEWER_PAGE_VIEWS_ERROR,
  VIEWER_ROOM_ERROR,
  VIEWER_VERIFY_ERROR,
} from './calls/data-room-viewer';
export type { ViewerAccessRequest, ViewerCodeSent } from './calls/data-room-viewer';
export {
  addPortfolioCompany,
  CLAIM_INVESTOR_ERROR,
  claimInvestorProfile,
  DELETE_PORTFOLIO_COMPANY_ERROR,
  deletePortfolioCompany,
  FOUNDER_MATCHES_ERROR,
  getFounderMatches,
  getInvestorDashboard,
  INVESTOR_DASHBOARD_ERROR,
  meetingLinkError,
  RELEASE_CLAIM_ERROR,
  releaseInvestorClaim,
  REQUEST_REFERENCES_ERROR,
  requestFounderReferences,
  SAVE_FUND_ERROR,
  SAVE_INVESTOR_PROFILE_ERROR,
  SAVE_PORTFOLIO_COMPANY_ERROR,
  updateFund,
  updateInvestorProfile,
  updatePortfolioCompany,
} from './calls/investor';
export {
  ACCEPT_INTRO_ERROR,
  acceptIntro,
  DECLINE_INTRO_ERROR,
  declineIntro,
  INTROS_ERROR,
  listIntros,
  REQUEST_INTRO_ERROR,
  requestIntro,
} from './calls/intros';
export type { IntroDecision } from './calls/intros';
export {
  APPROVE_KUDO_ERROR,
  approveKudo,
  getFounderKudos,
  getKudoInvitation,
  HIDE_KUDO_ERROR,
  hideKudo,
  KUDO_INVITATION_ERROR,
  KUDOS_ERROR,
  REQUEST_KUDO_ERROR,
  requestKudo,
  WRITE_KUDO_ERROR,
  writeKudo,
} from './calls/kudos';
export type { KudoInvitation, WriteKudoBody } from './calls/kudos';
export {
  APPLICATION_ERROR,
  APPLICATIONS_ERROR,
  AUTO_APPLY_ERROR,
  autoApply,
  DELETE_APPLICATION_ERROR,
  deleteApplication,
  EXPORT_APPLICATION_ERROR,
  exportApplication,
  getApplication,
  getApplications,
  SAVE_APPLICATION_ERROR,
  updateApplication,
} from './calls/applications';
export {
  ADD_MEDIA_ERROR,
  createMediaItem,
  DELETE_MEDIA_ERROR,
  deleteMediaItem,
  getMedia,
  MEDIA_ERROR,
  REORDER_MEDIA_ERROR,
  reorderMedia,
  UPDATE_MEDIA_ERROR,
  updateMediaItem,
} from './calls/media-content';
export {
  DELETE_VIDEO_PITCH_ERROR,
  deleteVideoPitch,
  getSignInAccount,
  getVideoPitch,
  SIGN_IN_ACCOUNT_ERROR,
  UPLOAD_VIDEO_PITCH_ERROR,
  uploadVideoPitch,
  VIDEO_PITCH_ERROR,
} from './calls/video-pitch';
export {
  MISSING_TOKEN_MESSAGE,
  NO_PITCHDECK_MESSAGE,
  NO_THESIS_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  requireToken,
  usePitchdeckUpload,
  useResumeUpload,
  useThesisUpload,
} from './hooks/use-document-parsers';
export { useApiQuery } from './hooks/use-api-query';
export { useIntroRequests } from './hooks/use-intro-requests';
export type { IntroRequests } from './hooks/use-intro-requests';
export type { ApiQuery, ApiQueryKey, ApiQueryOptions, ApiQueryStatus } from './hooks/use-api-query';
