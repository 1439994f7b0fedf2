// "AI-Powered Founder Matches": every founder on Pear ranked for one investor by the matching module seen from the
// other side (see fit.ts), each card with what the founder shared, approved kudos and intros. Contact details only
// once an intro between the two was accepted.
import type { FounderMatch } from '@pear/contract';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { acceptedIntroCounts, introSummary, introsWith } from '../intros/intros.js';
import { compareStrings } from '../investors/profiles.js';
import { approvedKudos, referencesAsked } from '../kudos/kudos.js';
import type { MatchingIndex } from '../matching/types.js';
import { mediaByFounder } from '../media/media.js';
import { videoPitchesOf } from '../video-pitch/pitch.js';
import type { VideoPlaybackLinks } from '../video-pitch/playback.js';
import { pairFit } from './fit.js';
import { loadEveryFounderSide, loadInvestorSide, type FounderSide } from './sides.js';

/** At most this many founders are listed. */
export const FOUNDER_MATCH_LIMIT = 50;

/** "CEO at Ledgerly. Built payments at Stripe for six years.": title and company from the resume, then its summary. */
function backgroundOf({ facts }: FounderSide): string | null {
  const job = facts.resume?.experience?.[0];
  const role = job ? [job.title, job.company].filter(Boolean).join(' at ') : facts.title;
  const summary = facts.resume?.summary?.trim() || null;
  const parts = [role, summary].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.map((part) => part.replace(/\.$/, '')).join('. ') + '.' : null;
}

export async function founderMatchesFor(
  db: Database,
  index: MatchingIndex,
  investorUserId: string,
  links: VideoPlaybackLinks,
  now = new Date(),
): Promise<FounderMatch[]> {
  const investor = await loadInvestorSide(db, index, investorUserId);
  if (!investor) throw new HttpError(404, 'No such investor.');
  const founders = await loadEveryFounderSide(db, now);
  const ranked = founders
    .map((founder) => ({ founder, fit: pairFit(index, founder, investor, 'investor') }))
    .sort((a, b) => b.fit.score - a.fit.score || compareStrings(a.founder.userId, b.founder.userId))
    .slice(0, FOUNDER_MATCH_LIMIT);

  const ids = ranked.map(({ founder }) => founder.userId);
  const [intros, introCounts, kudos, asked, media] = await Promise.all([
    introsWith(db, investorUserId, ids),
    acceptedIntroCounts(db, ids),
    approvedKudos(db, ids),
    referencesAsked(db, investorUserId, ids),
    mediaByFounder(db, ids),
  ]);
  // The video pitch only once an intro between the two is accepted.
  const introducedIds = ids.filter((id) => intros.get(id)?.status === 'accepted');
  const videoPitches = await videoPitchesOf({ db, videoPlaybackLinks: links }, introducedIds, now);
  return ranked.map(({ founder, fit }) => {
    const { facts } = founder;
    const intro = intros.get(founder.userId);
    const introduced = intro?.status === 'accepted';
    return {
      userId: founder.userId,
      name: facts.name,
      company: facts.startupName,
      industry: facts.industry,
      stage: facts.stage,
      raising: facts.raisingAmount,
      location: facts.location,
      background: backgroundOf(founder),
      pearScore: fit.score,
      reasons: fit.reasons,
      analysis: `${fit.reasons.join('. ')}.`,
      rankedWithoutDeck: facts.deck === null,
      kudos: kudos.get(founder.userId) ?? [],
      introCount: introCounts.get(founder.userId) ?? 0,
      intro: introSummary(intro, investorUserId, now),
      email: introduced ? facts.email : null,
      linkedin: introduced ? founder.linkedin : null,
      kudoRequested: asked.has(founder.userId),
      media: media.get(founder.userId) ?? [],
      videoPitch: videoPitches.get(founder.userId) ?? null,
    };
  });
}
