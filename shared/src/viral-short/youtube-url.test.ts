import { canonicalYouTubeUrl, parseYouTubeUrl, YOUTUBE_URL_MESSAGES } from './youtube-url';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM${ID}`],
    [`https://WWW.YouTube.COM/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch/?v=${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?si=AbCdEf123`],
    [`https://m.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10`],
    [`https://www.youtube.com/live/${ID}?feature=share`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=42`],
    [`youtu.be/${ID}`],
    [`  https://youtu.be/${ID}  `],
    [`https://www.youtube.com./watch?v=${ID}`],
    [`https://youtu.be/${ID}#comentarios`],
  ])('accepts %s', (raw) => {
    expect(parseYouTubeUrl(raw)).toEqual({ ok: true, videoId: ID });
  });

  it('keeps ids with - and _', () => {
    expect(parseYouTubeUrl('https://youtu.be/a-B_c1D2e3F')).toEqual({ ok: true, videoId: 'a-B_c1D2e3F' });
  });

  it.each([[''], ['   '], [null], [undefined]])('asks for the URL when it is %p', (raw) => {
    expect(parseYouTubeUrl(raw)).toEqual({ ok: false, message: YOUTUBE_URL_MESSAGES.required });
  });

  it.each([
    ['not a url at all'],
    ['https://vimeo.com/123456789'],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://evil.example/?u=youtube.com/watch?v=${ID}`],
    [`https://gaming.youtube.com/watch?v=${ID}`],
    [`ftp://www.youtube.com/watch?v=${ID}`],
    [`javascript:alert('youtu.be/${ID}')`],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com:8080/watch?v=${ID}`],
    [`https://www.youtube.com\\@evil.example/watch?v=${ID}`],
    [`https://evil.example\\.youtube.com/watch?v=${ID}`],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}x`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc!'],
    ['https://www.youtube.com/@canal'],
    ['https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA'],
    ['https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs'],
    ['https://www.youtube.com/results?search_query=caf%C3%A9'],
    [`https://www.youtube.com/shorts/${ID}/extra`],
    [`https://youtu.be/`],
    [`https://youtu.be/${ID}/extra`],
    [`https://youtu.be/watch?v=${ID}`],
    [`https://www.youtube.com/ watch?v=${ID}`],
  ])('refuses %s', (raw) => {
    expect(parseYouTubeUrl(raw)).toEqual({ ok: false, message: YOUTUBE_URL_MESSAGES.invalid });
  });

  it('refuses an address longer than 2000 characters, even with a valid id in it', () => {
    const long = `https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(2000)}`;
    expect(parseYouTubeUrl(long)).toEqual({ ok: false, message: YOUTUBE_URL_MESSAGES.invalid });
  });
});

it('gives one canonical address per video', () => {
  expect(canonicalYouTubeUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  expect(parseYouTubeUrl(canonicalYouTubeUrl(ID))).toEqual({ ok: true, videoId: ID });
});
