import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@shared/constants';
import { emptySession } from '@/lib/session';
import { appLocation, askForFirstScreen, routeAt } from './first-screen';
import { makeStore } from './store';

/** Node has no page to resolve the app's relative URLs against: a test origin stands in. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test/') : input, init);
  }
}

/** The calls the store makes (path, and the query as an object), each answered with an empty success. */
function recordCalls(): { path: string; query: Record<string, string> }[] {
  const seen: { path: string; query: Record<string, string> }[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', (request: Request) => {
    const url = new URL(request.url);
    seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const value = url.pathname === '/lgw/games/vendors' ? { data: { lanes: [] } } : { list: [], games: [], totalPages: 0 };
    return Promise.resolve(new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } }));
  });
  return seen;
}

const visitor = () => makeStore();
const member = () => makeStore({ session: { ...emptySession, token: 'player-token' } });
const paths = (seen: { path: string }[]) => seen.map((call) => call.path).sort();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the first screen asks for as the app starts', () => {
  it('home: its banners, in the saved language (else the default)', async () => {
    const seen = recordCalls();
    askForFirstScreen(visitor(), '/', '');
    await vi.waitFor(() => expect(paths(seen)).toEqual(['/wps/system/banners', '/wps/system/whitelabel']));
    expect(seen.find((call) => call.path === '/wps/system/banners')?.query).toEqual({ groupName: 'w_home', language: DEFAULT_LANGUAGE });
  });

  it('a game list centre: its vendors and the page of games its address names', async () => {
    const seen = recordCalls();
    askForFirstScreen(visitor(), '/rng', '?filter=NEW&page=2');
    await vi.waitFor(() => expect(paths(seen)).toEqual(['/lgw/games/list', '/lgw/games/vendors', '/wps/system/whitelabel']));
    expect(seen.find((call) => call.path === '/lgw/games/list')?.query).toMatchObject({ gameType: 'RNG', tab: 'NEW', pageNo: '2', language: DEFAULT_LANGUAGE });
  });

  it("a visitor's favourites tab is the whole list, as the lobby shows it; a member's is read from the member's list, asked for at once", async () => {
    const seenByVisitor = recordCalls();
    askForFirstScreen(visitor(), '/live', '?filter=FAV');
    await vi.waitFor(() => expect(paths(seenByVisitor)).toEqual(['/lgw/games/list', '/lgw/games/vendors', '/wps/system/whitelabel']));
    expect(seenByVisitor.find((call) => call.path === '/lgw/games/list')?.query).toMatchObject({ gameType: 'LIVE', tab: 'ALL' });

    vi.unstubAllGlobals();
    const seenByMember = recordCalls();
    askForFirstScreen(member(), '/live', '?filter=FAV');
    await vi.waitFor(() => expect(paths(seenByMember)).toEqual(['/lgw/games/vendors', '/wps/member/favourites/ids', '/wps/member/info', '/wps/system/whitelabel']));
  });

  it("a member's info on every page, as the router matches addresses (case aside)", async () => {
    const seen = recordCalls();
    askForFirstScreen(member(), '/member/depositv2', '');
    await vi.waitFor(() => expect(paths(seen)).toEqual(['/wps/member/info', '/wps/system/whitelabel']));
    vi.unstubAllGlobals();
    const seenUpper = recordCalls();
    askForFirstScreen(visitor(), '/RNG', '');
    await vi.waitFor(() => expect(paths(seenUpper)).toEqual(['/lgw/games/list', '/lgw/games/vendors', '/wps/system/whitelabel']));
  });

  it('settles once its calls are answered, a failed one included, so the first render can wait for them', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push(resolve)));
    let settled = false;
    const done = askForFirstScreen(visitor(), '/', '').then(() => (settled = true));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.(new Response('{"success":false}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answers[1]?.(new Response('{"success":true,"value":{"list":[]}}', { headers: { 'Content-Type': 'application/json' } }));
    await done;
    expect(settled).toBe(true);
  });

  it('other pages, and unknown or hostile addresses, ask only for the whitelabel early', async () => {
    for (const path of ['/member/depositv2', '/promotions', '/nowhere', "/rng'--", '/rng/../member']) {
      const seen = recordCalls();
      await askForFirstScreen(visitor(), path, '?filter=<script>');
      expect(paths(seen), path).toEqual(['/wps/system/whitelabel']);
      vi.unstubAllGlobals();
    }
  });
});

describe('the route an address opens', () => {
  it('matches as the router does: parameters, case and a final slash', () => {
    expect(routeAt('/')?.route.page).toBe('home');
    expect(routeAt('/member/depositv2')).toMatchObject({ route: { path: '/member/:page', page: 'memberCentre' }, page: 'depositv2' });
    expect(routeAt('/member')).toMatchObject({ route: { path: '/member' }, page: undefined });
    expect(routeAt('/Live/')?.route.path).toBe('/live');
    expect(routeAt('/agentHome/registerCenter')).toMatchObject({ route: { page: 'agentCentre' }, page: 'registerCenter' });
  });

  it('answers nothing for unknown and hostile addresses', () => {
    for (const path of ['/nowhere', '/member/a/b', "/rng'--", '/%00', '/member/../../etc/passwd']) expect(routeAt(path), path).toBeUndefined();
  });
});

describe("a personal centre page's first calls", () => {
  it('the deposit page asks for its methods as its chunk loads; other pages and hostile names for nothing', async () => {
    const { preloadMemberPage } = await import('./routes/member-pages');
    const seen = recordCalls();
    const store = member();
    await preloadMemberPage('depositv2', store.dispatch);
    await vi.waitFor(() => expect(paths(seen)).toEqual(['/wps/cashier/deposit/methods']));
    for (const page of ['securityCenter', undefined, '__proto__', 'constructor', '<script>']) await preloadMemberPage(page, store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(seen)).toEqual(['/wps/cashier/deposit/methods']);
  });
});

describe("the app's own path in a page address", () => {
  it('is the address on the web and its hash in the desktop shell (file://)', () => {
    expect(appLocation({ protocol: 'https:', pathname: '/rng', search: '?page=2', hash: '#x' })).toEqual({ path: '/rng', search: '?page=2' });
    expect(appLocation({ protocol: 'file:', pathname: '/opt/app/index.html', search: '', hash: '#/agentHome/registerCenter?x=1' })).toEqual({ path: '/agentHome/registerCenter', search: '?x=1' });
    expect(appLocation({ protocol: 'file:', pathname: '/opt/app/index.html', search: '', hash: '' })).toEqual({ path: '/', search: '' });
  });
});
