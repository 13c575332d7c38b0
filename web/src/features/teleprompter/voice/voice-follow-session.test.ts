import { parsePrompterText, prompterWords } from '@shared/teleprompter/markup';
import { recognitionConstructor, type RecognitionLike, type RecognitionResultLike } from './speech-recognition';
import { MAX_GAP_MS, VOICE_ERRORS, VoiceFollowSession, type VoiceStatus } from './voice-follow-session';

const TEXT = `[GANCHO]
Você quer viralizar no Instagram sem gastar nada?
[pause]
Então presta atenção nesse vídeo.`;
const WORDS = prompterWords(parsePrompterText(TEXT));
const indexOf = (word: string) => WORDS.indexOf(word);

/** A fake of the browser's recognition: records what it was set to and lets the test speak. */
class FakeRecognition implements RecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  calls: string[] = [];
  private results: RecognitionResultLike[] = [];

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.calls.push('start');
  }
  stop() {
    this.calls.push('stop');
  }
  abort() {
    this.calls.push('abort');
  }

  /** The session's results as they stand: `final` ones, then at most one interim. */
  hear(final: string[], interim?: string) {
    this.results = [...final.map((t) => result(t, true)), ...(interim === undefined ? [] : [result(interim, false)])];
    this.onresult?.({ resultIndex: 0, results: this.results });
  }
  fail(error: string) {
    this.onerror?.({ error });
  }
  end() {
    this.onend?.();
  }
}

function result(transcript: string, isFinal: boolean): RecognitionResultLike {
  return { isFinal, length: 1, 0: { transcript } };
}

let clock = 0;
let followed: number[];
let statuses: Array<[VoiceStatus, string | undefined]>;

function session() {
  return new VoiceFollowSession({
    Recognition: FakeRecognition,
    scriptWords: WORDS,
    onFollow: (i) => followed.push(i),
    onStatus: (s, m) => statuses.push([s, m]),
    now: () => clock,
  });
}
const current = () => FakeRecognition.instances.at(-1)!;

beforeEach(() => {
  FakeRecognition.instances = [];
  clock = 0;
  followed = [];
  statuses = [];
});

describe('recognitionConstructor', () => {
  it('finds the standard or the webkit-prefixed constructor, or none (Firefox)', () => {
    expect(recognitionConstructor({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionConstructor({})).toBeNull();
    expect(recognitionConstructor(undefined)).toBeNull();
  });
});

describe('VoiceFollowSession', () => {
  it('listens in pt-BR, continuously, with interim results', () => {
    session().start();
    expect(current()).toMatchObject({ lang: 'pt-BR', continuous: true, interimResults: true, calls: ['start'] });
    expect(statuses).toEqual([['listening', undefined]]);
  });

  it('reports the last word matched as the speaker goes, once per new word', () => {
    const s = session();
    s.start();
    current().hear([], 'você quer');
    current().hear([], 'você quer');
    current().hear([], 'você quer viralisar no');
    current().hear(['você quer viralisar no Instagram'], 'né');
    expect(followed).toEqual([indexOf('quer'), indexOf('no'), indexOf('Instagram')]);
    expect(s.position).toBe(indexOf('Instagram') + 1);
  });

  it('does not move on a filler burst', () => {
    const s = session();
    s.start();
    current().hear(['você quer viralizar no Instagram'], 'né tipo então');
    expect(followed.at(-1)).toBe(indexOf('Instagram'));
  });

  it('starts recognition again when Chrome ends it after a silence, carrying the position over', () => {
    const s = session();
    s.start();
    current().hear(['você quer viralizar no Instagram sem gastar nada?']);
    const first = current();
    clock = 5_000;
    first.end();
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(current().calls).toEqual(['start']);
    current().hear([], 'então presta atenção');
    expect(followed.at(-1)).toBe(indexOf('atenção'));
    expect(s.listening).toBe(true);
  });

  it("treats 'no-speech' as benign, and a refused microphone as the end with a pt-BR message", () => {
    const s = session();
    s.start();
    current().fail('no-speech');
    expect(s.listening).toBe(true);
    current().fail('not-allowed');
    expect(s.listening).toBe(false);
    expect(statuses.at(-1)).toEqual(['error', VOICE_ERRORS['not-allowed']]);
    expect(current().calls).toEqual(['start', 'abort']);
    current().end(); // the end after the error does not start it again
    expect(FakeRecognition.instances).toHaveLength(1);
  });

  it('gives up after five quick ends in a row with nothing heard', () => {
    const s = session();
    s.start();
    for (let i = 0; i < 5; i++) {
      clock += 100;
      current().end();
    }
    expect(s.listening).toBe(false);
    expect(statuses.at(-1)).toEqual(['error', VOICE_ERRORS.stalled]);
    expect(FakeRecognition.instances).toHaveLength(5);
  });

  it('answers the take: the transcript of every session and the speaking time, a silence counting at most 2 s', () => {
    const s = session();
    s.start();
    clock = 1_000;
    current().hear([], 'você quer');
    clock = 1_500;
    current().hear([], 'você quer viralizar');
    clock = 2_000;
    current().hear(['você quer viralizar no Instagram']);
    clock = 9_000; // a long silence: 2 s of it count
    current().end();
    current().hear([], 'né então presta');
    clock = 9_800;
    current().hear(['né então presta atenção nesse vídeo']);
    const take = s.stop();
    expect(take).toEqual({
      transcript: 'você quer viralizar no Instagram né então presta atenção nesse vídeo',
      durationMs: 500 + 500 + MAX_GAP_MS + 800,
    });
    expect(statuses.at(-1)).toEqual(['idle', undefined]);
  });

  it('stops listening on stop, and starts from the top again after reset', () => {
    const s = session();
    s.start();
    current().hear(['você quer viralizar']);
    s.stop();
    expect(current().calls).toEqual(['start', 'abort']);
    s.reset();
    s.start();
    current().hear([], 'você');
    expect(followed).toEqual([indexOf('viralizar'), indexOf('Você')]);
  });
});
