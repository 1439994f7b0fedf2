import { isParametrisedPath, remoteForPath, ROUTE_TABLE } from '../route-table';

describe('remoteForPath', () => {
  it('finds every fixed path of the table, case-insensitively and with a trailing slash', () => {
    for (const { remote, paths } of ROUTE_TABLE) {
      for (const path of paths.filter((candidate) => !isParametrisedPath(candidate))) {
        expect(remoteForPath(path)).toBe(remote);
        expect(remoteForPath(`${path.toUpperCase()}/`)).toBe(remote);
      }
    }
  });

  it('matches a `:name` segment against exactly one non-empty segment', () => {
    expect(remoteForPath('/room/x5L1v9bJ-Qe_0aZ')).toBe('founder_dashboard');
    expect(remoteForPath('/room/x5L1v9bJ-Qe_0aZ/')).toBe('founder_dashboard');
    expect(remoteForPath('/room')).toBeUndefined();
    expect(remoteForPath('/room//')).toBeUndefined();
    expect(remoteForPath('/room/a/b')).toBeUndefined();
    expect(remoteForPath('/rooms/a')).toBeUndefined();
  });

  it('answers undefined for a path nobody owns', () => {
    expect(remoteForPath('/nope')).toBeUndefined();
    expect(remoteForPath('/founders/123')).toBeUndefined();
  });
});

describe('isParametrisedPath', () => {
  it('tells the paths that name many pages (never prerendered) from the fixed ones', () => {
    expect(isParametrisedPath('/room/:token')).toBe(true);
    expect(isParametrisedPath('/founders')).toBe(false);
    expect(isParametrisedPath('/')).toBe(false);
  });
});
