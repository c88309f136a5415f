import { describe, expect, it } from 'vitest';
import { eventLocationOf } from './events.ts';

describe('eventLocationOf(event)', () => {
  it('is the venue when the event has one', () => {
    expect(eventLocationOf({ location: 'Aichi Sky Expo　展示ホールD・E', prefecture: '愛知県' })).toBe(
      'Aichi Sky Expo　展示ホールD・E',
    );
  });

  it('does not repeat the prefecture or city the address starts with', () => {
    // The official answer of event 952669: prefecture_name 北海道, address 北海道札幌市中央区南二条西1-3.
    expect(eventLocationOf({ prefecture: '北海道', address: '北海道札幌市中央区南二条西1-3' })).toBe(
      '北海道札幌市中央区南二条西1-3',
    );
    expect(
      eventLocationOf({
        prefecture: '北海道',
        city: '札幌市中央区',
        address: '北海道札幌市中央区南二条西1-3',
      }),
    ).toBe('北海道札幌市中央区南二条西1-3');
  });

  it('keeps a prefecture or city the address leaves out, and says null when there is nothing', () => {
    expect(eventLocationOf({ prefecture: '北海道', city: '札幌市中央区', address: '南二条西1-3' })).toBe(
      '北海道 札幌市中央区 南二条西1-3',
    );
    expect(eventLocationOf({ prefecture: '北海道', address: '札幌市中央区南二条西1-3' })).toBe(
      '北海道 札幌市中央区南二条西1-3',
    );
    expect(eventLocationOf({ prefecture: '神奈川県' })).toBe('神奈川県');
    expect(eventLocationOf({})).toBeNull();
  });
});
