import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, MEDIA_LIMITS, type FounderMatch, type MediaItem } from '@pear/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MEDIA_DUPLICATE_LINK, MEDIA_ITEM_NOT_FOUND, MEDIA_LIST_FULL } from '../src/modules/media/media.js';
import { founder, investor, investorSideApp, LEDGER_ID, type Member } from './fixtures/investor-side.js';
import { buildTestApp, signUpUser } from './helpers.js';

type User = Awaited<ReturnType<typeof signUpUser>>;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PODCAST = {
  type: 'Podcast',
  title: 'Building payments for freelancers',
  url: 'https://podcasts.apple.com/us/podcast/founders/id123',
};

describe('Media & Content', () => {
  let app: FastifyInstance;
  let owner: User;
  let other: User;
  let backer: User;

  before(async () => {
    app = await buildTestApp();
    owner = await signUpUser(app, 'founder', 'media-owner');
    other = await signUpUser(app, 'founder', 'media-other');
    backer = await signUpUser(app, 'investor', 'media-investor');
  });
  after(() => app?.close());

  const as = (who: User, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: who.authorization } });
  const create = (who: User, payload: Record<string, unknown>) =>
    as(who, { method: 'POST', url: '/dev/me/media', payload });
  async function createOk(who: User, payload: Record<string, unknown>): Promise<MediaItem> {
    const response = await create(who, payload);
    assert.equal(response.statusCode, 201, response.body);
    return endpoints.createMediaItem.response[201].parse(response.json());
  }
  async function list(who: User): Promise<MediaItem[]> {
    const response = await as(who, { method: 'GET', url: '/dev/me/media' });
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.getMedia.response[200].parse(response.json()).items;
  }
  const reorder = (who: User, ids: string[]) =>
    as(who, { method: 'PUT', url: '/dev/me/media/order', payload: { ids } });
  const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

  it('starts empty, adds items at the end with the platform detected from the link, and lists them in order', async () => {
    const founderUser = await signUpUser(app, 'founder', 'media-fresh');
    assert.deepEqual(await list(founderUser), []);

    const podcast = await createOk(founderUser, PODCAST);
    assert.equal(podcast.platform, 'Apple Podcasts');
    assert.equal(podcast.type, 'Podcast');
    assert.equal(podcast.title, PODCAST.title);
    assert.equal(podcast.thumbnailUrl, null);

    const article = await createOk(founderUser, {
      type: 'Article',
      title: '  Ledgerly raises its seed  ',
      url: 'http://www.example-news.com/ledgerly',
      thumbnailUrl: 'https://cdn.example-news.com/ledgerly.jpg',
    });
    assert.equal(article.platform, 'example-news.com', 'an unknown host is its name without www.');
    assert.equal(article.title, 'Ledgerly raises its seed', 'the title is trimmed');
    assert.equal(article.url, 'http://www.example-news.com/ledgerly', 'an http link is accepted');
    assert.equal(article.thumbnailUrl, 'https://cdn.example-news.com/ledgerly.jpg');

    const tweet = await createOk(founderUser, {
      type: 'Tweet',
      title: 'Launch day',
      url: 'https://x.com/ada/status/1',
    });
    assert.equal(tweet.platform, 'X');

    assert.deepEqual(
      (await list(founderUser)).map((item) => item.title),
      [PODCAST.title, 'Ledgerly raises its seed', 'Launch day'],
    );
  });

  it('refuses links and thumbnails that are not web addresses, with messages that name the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...PODCAST, url: 'javascript:alert(1)' }, 'link must be an http:// or https:// web address'],
      [{ ...PODCAST, url: 'ftp://files.example.com/episode.mp3' }, 'link must be an http:// or https:// web address'],
      [
        { ...PODCAST, url: 'https://example.com/a', thumbnailUrl: 'http://example.com/thumb.jpg' },
        'thumbnailUrl must be an https:// image address',
      ],
      [
        { ...PODCAST, url: 'https://example.com/b', thumbnailUrl: 'data:image/png;base64,AAAA' },
        'thumbnailUrl must be an https:// image address',
      ],
      [{ ...PODCAST, title: '   ' }, 'title must not be empty'],
      [{ ...PODCAST, type: 'Newsletter' }, 'must be one of: Podcast, Article, Video, Tweet'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(owner, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(messageOf(response), new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    }
    assert.deepEqual(await list(owner), [], 'nothing was saved');
  });

  it('refuses the same link twice, also when typed differently, and on an edit', async () => {
    const first = await createOk(owner, { ...PODCAST, url: 'https://example.org/interview' });
    const again = await create(owner, { ...PODCAST, title: 'Again', url: 'HTTPS://Example.org/interview' });
    assert.equal(again.statusCode, 409);
    assert.equal(messageOf(again), MEDIA_DUPLICATE_LINK);

    const second = await createOk(owner, { ...PODCAST, url: 'https://example.org/other' });
    const clash = await as(owner, {
      method: 'PATCH',
      url: `/dev/me/media/${second.id}`,
      payload: { url: first.url },
    });
    assert.equal(clash.statusCode, 409);
    assert.equal(messageOf(clash), MEDIA_DUPLICATE_LINK);

    // Another founder may list the same link.
    await createOk(other, { ...PODCAST, url: 'https://example.org/interview' });

    for (const item of [first, second]) {
      assert.equal((await as(owner, { method: 'DELETE', url: `/dev/me/media/${item.id}` })).statusCode, 200);
    }
  });

  it('edits only the fields given, detects the platform of a new link again, and removes a thumbnail with null', async () => {
    const item = await createOk(owner, {
      type: 'Video',
      title: 'Demo day pitch',
      url: 'https://vimeo.com/12345',
      thumbnailUrl: 'https://i.vimeocdn.com/12345.jpg',
    });
    const patch = async (payload: Record<string, unknown>) => {
      const response = await as(owner, { method: 'PATCH', url: `/dev/me/media/${item.id}`, payload });
      assert.equal(response.statusCode, 200, response.body);
      return endpoints.updateMediaItem.response[200].parse(response.json());
    };

    const retitled = await patch({ title: 'Demo day pitch (full)' });
    assert.equal(retitled.title, 'Demo day pitch (full)');
    assert.equal(retitled.platform, 'Vimeo');
    assert.equal(retitled.thumbnailUrl, 'https://i.vimeocdn.com/12345.jpg');

    const moved = await patch({ url: 'https://www.youtube.com/watch?v=abc', type: 'Podcast' });
    assert.equal(moved.platform, 'YouTube');
    assert.equal(moved.type, 'Podcast');
    assert.equal(moved.title, 'Demo day pitch (full)');

    const bare = await patch({ thumbnailUrl: null });
    assert.equal(bare.thumbnailUrl, null);
    assert.equal(bare.url, 'https://www.youtube.com/watch?v=abc');

    const refused = await as(owner, {
      method: 'PATCH',
      url: `/dev/me/media/${item.id}`,
      payload: { thumbnailUrl: 'http://insecure.example.com/a.png' },
    });
    assert.equal(refused.statusCode, 400);
    assert.match(messageOf(refused), /thumbnailUrl must be an https:\/\/ image address/);

    assert.deepEqual(
      (await list(owner)).find((entry) => entry.id === item.id),
      bare,
      'the edits persisted',
    );
    await as(owner, { method: 'DELETE', url: `/dev/me/media/${item.id}` });
  });

  it("answers 404 for another founder's item or an unknown id, and changes nothing", async () => {
    const mine = await createOk(owner, { ...PODCAST, url: 'https://example.com/mine' });
    for (const id of [mine.id, UNKNOWN]) {
      const edit = await as(other, { method: 'PATCH', url: `/dev/me/media/${id}`, payload: { title: 'Stolen' } });
      assert.equal(edit.statusCode, 404);
      assert.equal(messageOf(edit), MEDIA_ITEM_NOT_FOUND);
      const remove = await as(other, { method: 'DELETE', url: `/dev/me/media/${id}` });
      assert.equal(remove.statusCode, 404);
      assert.equal(messageOf(remove), MEDIA_ITEM_NOT_FOUND);
    }
    assert.equal((await list(owner)).find((item) => item.id === mine.id)?.title, PODCAST.title);
    assert.ok(!(await list(other)).some((item) => item.id === mine.id), "another founder's list never shows it");

    const reordered = await reorder(other, [mine.id]);
    assert.equal(reordered.statusCode, 400);
    assert.match(messageOf(reordered), new RegExp(`unknown: ${mine.id}`));

    const badId = await as(owner, { method: 'DELETE', url: '/dev/me/media/not-an-id' });
    assert.equal(badId.statusCode, 400);
    assert.match(messageOf(badId), /must be a media item id/);

    assert.equal((await as(owner, { method: 'DELETE', url: `/dev/me/media/${mine.id}` })).statusCode, 200);
    assert.equal((await as(owner, { method: 'DELETE', url: `/dev/me/media/${mine.id}` })).statusCode, 404);
  });

  it('refuses investors with 403 on every route, and everyone without a token with 401', async () => {
    const mine = await createOk(owner, { ...PODCAST, url: 'https://example.com/investor-proof' });
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/dev/me/media' },
      { method: 'POST', url: '/dev/me/media', payload: PODCAST },
      { method: 'PATCH', url: `/dev/me/media/${mine.id}`, payload: { title: 'Mine now' } },
      { method: 'DELETE', url: `/dev/me/media/${mine.id}` },
      { method: 'PUT', url: '/dev/me/media/order', payload: { ids: [mine.id] } },
    ];
    for (const route of routes) {
      const refused = await as(backer, route);
      assert.equal(refused.statusCode, 403, `${route.method} ${route.url}`);
      assert.equal(messageOf(refused), 'This is only for founder accounts: you are signed in as an investor.');
      assert.equal((await app.inject(route)).statusCode, 401, `${route.method} ${route.url} without a token`);
    }
    assert.equal((await list(owner)).find((item) => item.id === mine.id)?.title, PODCAST.title);
    await as(owner, { method: 'DELETE', url: `/dev/me/media/${mine.id}` });
  });

  it('reorders with every id once, keeps the order, and names missing, unknown and repeated ids', async () => {
    const founderUser = await signUpUser(app, 'founder', 'media-order');
    const [a, b, c] = [
      await createOk(founderUser, { ...PODCAST, title: 'A', url: 'https://example.com/a' }),
      await createOk(founderUser, { ...PODCAST, title: 'B', url: 'https://example.com/b' }),
      await createOk(founderUser, { ...PODCAST, title: 'C', url: 'https://example.com/c' }),
    ];

    const moved = await reorder(founderUser, [c!.id, a!.id, b!.id]);
    assert.equal(moved.statusCode, 200, moved.body);
    const answered = endpoints.reorderMedia.response[200].parse(moved.json()).items;
    assert.deepEqual(
      answered.map((item) => item.title),
      ['C', 'A', 'B'],
    );
    assert.deepEqual(
      (await list(founderUser)).map((item) => item.title),
      ['C', 'A', 'B'],
      'the order persisted',
    );

    // A new item goes at the end of the new order; a deleted one leaves the rest in place.
    const d = await createOk(founderUser, { ...PODCAST, title: 'D', url: 'https://example.com/d' });
    await as(founderUser, { method: 'DELETE', url: `/dev/me/media/${a!.id}` });
    assert.deepEqual(
      (await list(founderUser)).map((item) => item.title),
      ['C', 'B', 'D'],
    );

    const refusals: [string[], RegExp][] = [
      [[c!.id, b!.id], new RegExp(`missing: ${d.id}`)],
      [[c!.id, b!.id, d.id, UNKNOWN], new RegExp(`unknown: ${UNKNOWN}`)],
      [[c!.id, b!.id, d.id, a!.id], new RegExp(`unknown: ${a!.id}`)],
      [[c!.id, c!.id, b!.id, d.id], new RegExp(`listed more than once: ${c!.id}`)],
      [[], /must list each of your 3 media items once \(missing: /],
    ];
    for (const [ids, message] of refusals) {
      const response = await reorder(founderUser, ids);
      assert.equal(response.statusCode, 400, ids.join(','));
      assert.match(messageOf(response), message);
    }
    const notIds = await reorder(founderUser, ['first', 'second']);
    assert.equal(notIds.statusCode, 400);
    assert.match(messageOf(notIds), /must be media item ids/);
    assert.deepEqual(
      (await list(founderUser)).map((item) => item.title),
      ['C', 'B', 'D'],
      'a refused order changes nothing',
    );
  });

  it(`keeps at most ${MEDIA_LIMITS.items} items, with a message that says what to do`, async () => {
    const founderUser = await signUpUser(app, 'founder', 'media-full');
    // Parallel adds: the founder's row lock keeps them from passing the limit together.
    const responses = await Promise.all(
      Array.from({ length: MEDIA_LIMITS.items + 3 }, (_, index) =>
        create(founderUser, { ...PODCAST, title: `Item ${index}`, url: `https://example.com/item-${index}` }),
      ),
    );
    assert.equal(responses.filter((response) => response.statusCode === 201).length, MEDIA_LIMITS.items);
    const refused = responses.filter((response) => response.statusCode !== 201);
    assert.equal(refused.length, 3);
    for (const response of refused) {
      assert.equal(response.statusCode, 409);
      assert.equal(messageOf(response), MEDIA_LIST_FULL);
    }
    const items = await list(founderUser);
    assert.equal(items.length, MEDIA_LIMITS.items);
    assert.equal(new Set(items.map((item) => item.id)).size, MEDIA_LIMITS.items);
  });
});

describe("Media & Content on the investor's founder cards", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await investorSideApp()));
  after(() => close());

  const add = async (who: Member, title: string, url: string) => {
    const response = await who.send('POST', '/dev/me/media', { type: 'Article', title, url });
    assert.equal(response.statusCode, 201, response.body);
    return endpoints.createMediaItem.response[201].parse(response.json());
  };

  it("lists each founder's items in the founder's order on every card, whether or not an intro was accepted", async () => {
    const withMedia = await founder(app, 'card-media');
    const another = await founder(app, 'card-media-2');
    const without = await founder(app, 'card-no-media');
    const first = await add(withMedia, 'Seed announcement', 'https://techcrunch.com/ledgerly-seed');
    const second = await add(withMedia, 'Founder interview', 'https://open.spotify.com/episode/1');
    assert.equal((await withMedia.send('PUT', '/dev/me/media/order', { ids: [second.id, first.id] })).statusCode, 200);
    const other = await add(another, 'Launch thread', 'https://x.com/another/status/2');

    const viewer = await investor(app, 'card-viewer', { claim: LEDGER_ID });
    const response = await viewer.send('GET', '/dev/investor/matches');
    assert.equal(response.statusCode, 200, response.body);
    const cards = endpoints.getFounderMatches.response[200].parse(response.json()).founders;
    const cardOf = (who: Member): FounderMatch => {
      const card = cards.find((entry) => entry.userId === who.user.id);
      assert.ok(card, `${who.user.name} is listed`);
      return card;
    };
    assert.deepEqual(
      cardOf(withMedia).media.map((item) => [item.title, item.platform, item.url]),
      [
        ['Founder interview', 'Spotify', 'https://open.spotify.com/episode/1'],
        ['Seed announcement', 'TechCrunch', 'https://techcrunch.com/ledgerly-seed'],
      ],
    );
    assert.deepEqual(cardOf(withMedia).intro, null, 'no intro was asked for');
    assert.deepEqual(cardOf(another).media, [other]);
    assert.deepEqual(cardOf(without).media, []);
  });
});
