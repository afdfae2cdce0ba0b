import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_DEMUXERS, decode, decodeArgs, isSilk, probe, probeVerdict, runProgram } from './decode.js';
import { parseSphinx } from './sphinx.js';
import { speakToWav } from './speech-fixture.js';

describe('probeVerdict', () => {
  const audio = (format: string, duration?: string) => ({
    streams: [{ codec_type: 'audio' }],
    format: { format_name: format, duration },
  });
  it.each<[string, unknown, object]>([
    ['an MP3', audio('mp3', '4.88'), { ok: true, format: 'mp3', duration: 4.88 }],
    ['a recorder WebM without a length', audio('matroska,webm'), { ok: true, format: 'matroska,webm' }],
    ['exactly 30 minutes', audio('mov,mp4,m4a,3gp,3g2,mj2', '1800.5'), { ok: true }],
    ['31 minutes', audio('mp3', '1860'), { ok: false, reason: 'too-long' }],
    [
      'a picture',
      { streams: [{ codec_type: 'video' }], format: { format_name: 'image2' } },
      { ok: false, reason: 'not-audio' },
    ],
    ['nothing readable', {}, { ok: false, reason: 'unreadable' }],
    ['null', null, { ok: false, reason: 'unreadable' }],
  ])('%s', (_, json, verdict) => expect(probeVerdict(json)).toMatchObject(verdict));
});

describe('isSilk', () => {
  it.each<[string, number[], boolean]>([
    ['SILK', [...Buffer.from('#!SILK_V3')], true],
    ['WeChat SILK (one byte first)', [2, ...Buffer.from('#!SILK_V3')], true],
    ['AMR', [...Buffer.from('#!AMR\n')], false],
    ['empty', [], false],
  ])('%s → %s', (_, bytes, silk) => expect(isSilk(Uint8Array.from(bytes))).toBe(silk));
});

describe('decodeArgs', () => {
  it('opens audio containers only, from local files only, and caps the length', () => {
    const args = decodeArgs('/in/x', '/out/y.wav');
    expect(args).toEqual(
      expect.arrayContaining(['-protocol_whitelist', 'file', '-t', '1801', '-ar', '16000', '-ac', '1']),
    );
    expect(args[args.indexOf('-format_whitelist') + 1].split(',')).toEqual(AUDIO_DEMUXERS);
    expect(AUDIO_DEMUXERS).toEqual(expect.arrayContaining(['mp3', 'mov', 'wav', 'amr', 'matroska']));
  });
});

describe('parseSphinx', () => {
  it('reads words with times, drops markers and fillers, and marks where utterances start', () => {
    const output = [
      'we built a car',
      '<s> 0.000 0.120 0.999700',
      'we 0.130 0.250 0.150797',
      '<sil> 0.260 0.330 0.615847',
      'built 0.340 0.710 0.030179',
      '[NOISE] 0.720 0.750 0.1',
      'car(2) 0.810 1.130 0.192494',
      '</s> 1.140 1.740 1.000000',
      'tomorrow morning',
      '<s> 3.580 4.120 1.000000',
      'tomorrow 4.540 5.000 0.749137',
      '++BREATH++ 5.000 5.030 0.5',
      'morning 5.040 5.480 0.991535',
      '</s> 5.490 5.920 1.000000',
    ].join('\n');
    const { words, breaks } = parseSphinx(output);
    expect(words).toEqual([
      { text: 'we', start: 0.13, end: 0.25 },
      { text: 'built', start: 0.34, end: 0.71 },
      { text: 'car', start: 0.81, end: 1.13 },
      { text: 'tomorrow', start: 4.54, end: 5 },
      { text: 'morning', start: 5.04, end: 5.48 },
    ]);
    expect([...breaks]).toEqual([3]);
  });
  it('answers nothing for silence', () => expect(parseSphinx('').words).toEqual([]));
});

describe('decoding with ffmpeg', () => {
  let dir: string;
  let wav: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'asr-decode-'));
    wav = path.join(dir, 'speech.wav');
    await speakToWav('Hello there.', wav);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const encoded = async (name: string, args: string[]) => {
    const file = path.join(dir, name);
    await runProgram('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', wav, ...args, '-y', file]);
    return file;
  };
  // AMR-NB as phones export it: the header, then 20 ms frames (here 50 frames of mode 12.2k, all bits zero).
  const amr = async () => {
    const frame = Buffer.concat([Buffer.from([0x3c]), Buffer.alloc(31)]);
    const file = path.join(dir, 'voice.amr');
    await writeFile(file, Buffer.concat([Buffer.from('#!AMR\n'), ...Array.from({ length: 50 }, () => frame)]));
    return file;
  };

  it.each<[string, () => Promise<string>, number]>([
    ['WAV', async () => wav, 0],
    ['MP3', () => encoded('a.mp3', ['-c:a', 'libmp3lame']), 0],
    ['M4A', () => encoded('a.m4a', ['-c:a', 'aac']), 0],
    ['WebM/Opus', () => encoded('a.webm', ['-c:a', 'libopus']), 0],
    ['AMR', amr, 1],
  ])('decodes %s to 16 kHz mono 16-bit WAV with a plain header', async (_, make, seconds) => {
    const file = await make();
    expect(await probe(file)).toMatchObject({ ok: true });
    const out = path.join(dir, `${path.basename(file)}.16k.wav`);
    const length = await decode(file, out);
    const bytes = await readFile(out);
    expect(bytes.toString('ascii', 36, 40)).toBe('data'); // no metadata chunk before the samples
    expect(bytes.readUInt32LE(24)).toBe(16_000);
    expect(bytes.readUInt16LE(22)).toBe(1);
    expect(bytes.readUInt16LE(34)).toBe(16);
    if (seconds) expect(length).toBeCloseTo(seconds, 1);
    else expect(length).toBeGreaterThan(0.5);
  });

  it.each<[string, Buffer, string]>([
    ['text', Buffer.from('just some words, not audio\n'.repeat(20)), 'unreadable'],
    ['a playlist naming a local file', Buffer.from('#EXTM3U\n#EXTINF:1,\n/etc/passwd\n'), 'unreadable'],
    ['WeChat SILK', Buffer.concat([Buffer.from([2]), Buffer.from('#!SILK_V3'), Buffer.alloc(100, 1)]), 'silk'],
  ])('refuses %s', async (name, bytes, reason) => {
    const file = path.join(dir, `${name.replace(/\W/g, '')}.mp3`);
    await writeFile(file, bytes);
    expect(await probe(file)).toEqual({ ok: false, reason });
  });
});
