import { CRM_LIMITS, endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyImport, exportDealsCsv, previewImport } from '../../modules/crm/csv.js';
import {
  addFromMatch,
  addNote,
  createDeal,
  deleteDeal,
  followUpsDue,
  getDealDetail,
  listDeals,
  markIntroSent,
  passDeal,
  reopenDeal,
  updateDeal,
} from '../../modules/crm/deals.js';
import { meetingInvite, scheduleMeeting } from '../../modules/crm/meetings.js';
import { searchInvestors } from '../../modules/crm/search.js';
import { utcDay } from '../../modules/plans/quota.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

/** A CSV of CRM_LIMITS.csvBytes inside JSON: escaping can double it (quotes, line breaks), plus the wrapper. */
const CSV_BODY_LIMIT = 2 * CRM_LIMITS.csvBytes + 1024;

/** The Deal Flow CRM (issue 12): every route is the signed-in user's own deals; writes are limited per user. */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = (request: Parameters<typeof authenticatedUser>[0]) => authenticatedUser(request).id;
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.listDeals),
    onRequest: app.requireUser,
    handler: async (request) => ({ deals: await listDeals(app.db, owner(request)) }),
  });

  app.route({
    ...routeOptions(endpoints.createDeal),
    ...write,
    handler: async (request, reply) => reply.code(201).send(await createDeal(app.db, owner(request), request.body)),
  });

  app.route({
    ...routeOptions(endpoints.getDeal),
    onRequest: app.requireUser,
    handler: (request) => getDealDetail(app.db, owner(request), request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.updateDeal),
    ...write,
    handler: (request) => updateDeal(app.db, owner(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(endpoints.deleteDeal),
    ...write,
    handler: async (request) => {
      await deleteDeal(app.db, owner(request), request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOptions(endpoints.addDealNote),
    ...write,
    handler: (request) => addNote(app.db, owner(request), request.params.id, request.body.text),
  });

  app.route({
    ...routeOptions(endpoints.passDeal),
    ...write,
    handler: (request) => passDeal(app.db, owner(request), request.params.id, request.body.reason),
  });

  app.route({
    ...routeOptions(endpoints.reopenDeal),
    ...write,
    handler: (request) => reopenDeal(app.db, owner(request), request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.scheduleDealMeeting),
    ...write,
    handler: (request) => scheduleMeeting(app.db, owner(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(endpoints.getDealMeetingInvite),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const invite = await meetingInvite(app.db, owner(request), request.params.id, request.params.meetingId);
      return reply
        .type('text/calendar; charset=utf-8; method=REQUEST')
        .header('content-disposition', 'attachment; filename="meeting.ics"')
        .send(invite);
    },
  });

  app.route({
    ...routeOptions(endpoints.addDealFromMatch),
    ...write,
    handler: async (request, reply) => {
      const { detail, created } = await addFromMatch(app.db, owner(request), request.body.investorId);
      return reply.code(created ? 201 : 200).send(detail);
    },
  });

  app.route({
    ...routeOptions(endpoints.markIntroSent),
    ...write,
    handler: (request) => markIntroSent(app.db, owner(request), request.body),
  });

  app.route({
    ...routeOptions(endpoints.searchInvestors),
    onRequest: app.requireUser,
    handler: async (request) => ({ investors: await searchInvestors(app.db, request.query.q) }),
  });

  app.route({
    ...routeOptions(endpoints.getFollowUpsDue),
    onRequest: app.requireUser,
    handler: async (request) => {
      // The client's own day when it says (a deal due "today" is due in the founder's time zone), else UTC's.
      const today = request.query.today ?? utcDay(new Date());
      return { count: await followUpsDue(app.db, owner(request), today), today };
    },
  });

  app.route({
    ...routeOptions(endpoints.exportDealsCsv),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const csv = await exportDealsCsv(app.db, owner(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="deal-flow.csv"')
        .send(csv);
    },
  });

  app.route({
    ...routeOptions(endpoints.previewDealsImport),
    ...write,
    bodyLimit: CSV_BODY_LIMIT,
    handler: (request) => previewImport(app.db, owner(request), request.body.csv),
  });

  app.route({
    ...routeOptions(endpoints.importDeals),
    ...write,
    bodyLimit: CSV_BODY_LIMIT,
    handler: (request) => applyImport(app.db, owner(request), request.body.csv),
  });
};

export default crmRoutes;
