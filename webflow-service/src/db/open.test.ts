import { describe, expect, it } from 'vitest';
import { redactUrl } from './open';

describe('redactUrl: the start-up line names the database without its secrets', () => {
  it.each([
    ['postgres://bookla:s3cret@db.internal:5432/bookla', 'postgres://bookla:***@db.internal:5432/bookla'],
    // pg reads a raw '@' in the password up to the last '@' before the host: none of it may show.
    ['postgresql://bookla:p@ss@w0rd@db:5432/bookla', 'postgresql://bookla:***@db:5432/bookla'],
    ['postgres://bookla:a:b%2Fc@db/bookla', 'postgres://bookla:***@db/bookla'],
    ['postgres://bookla:@db/bookla', 'postgres://bookla:***@db/bookla'],
    // pg also takes the password as a query parameter.
    ['postgres://db/bookla?user=bookla&password=s3cret&sslmode=require', 'postgres://db/bookla?user=bookla&password=***&sslmode=require'],
    ['postgres://bookla@db/bookla?sslpassword=keypass', 'postgres://bookla@db/bookla?sslpassword=***'],
    ['postgres:///bookla?host=/tmp/pg&PASSWORD=pw', 'postgres:///bookla?host=/tmp/pg&PASSWORD=***'],
  ])('%s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('leaves a URL without a secret as it is (a user without password, a socket folder, hosts)', () => {
    for (const url of ['postgres://bookla@db:5432/bookla', 'postgres:///bookla?host=/var/run/postgresql', 'postgresql://db1,db2/bookla?target_session_attrs=read-write']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
