import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { clean, hide, invisibleCount, reveal } from './stego.js';
import { HIDDEN_EXAMPLE } from './example.js';

describe('hide and reveal', () => {
  it.each([
    ['Chinese', '今天天气不错。', '明天下午三点见'],
    ['emoji and astral', 'Hi 👋', '😀𠮷 secret'],
    ['CRLF in both', '第一行\r\n第二行', 'a\r\nb'],
    ['cover of emoji only', '👨‍👩‍👧', 'x'],
    ['long message', '封面', '长'.repeat(20_000)],
  ])('%s', async (_, cover, message) => {
    const text = await hide(cover, message, '', 'en');
    expect(clean(text).text).toBe(cover);
    expect(await reveal(text, '', 'en')).toEqual({ message, encrypted: false });
  });

  it('looks the same and puts the run after the first letter', async () => {
    const text = await hide('今天天气不错。', '见', '', 'en');
    expect(text.startsWith('今\uFEFF')).toBe(true);
    // One mark each side, a header byte and 3 UTF-8 bytes at 4 characters a byte.
    expect(invisibleCount(text)).toBe(2 + 4 * 4);
  });

  it('never inserts inside an emoji sequence', async () => {
    const text = await hide('👨‍👩‍👧好', 'x', '', 'en');
    expect(text.startsWith('👨‍👩‍👧好\uFEFF')).toBe(true);
  });

  it('survives text around it (quoted in a longer message)', async () => {
    const text = await hide('一句话', '暗号', '', 'en');
    expect((await reveal(`转发：${text}（完）`, '', 'en')).message).toBe('暗号');
  });
});

describe('the page example', () => {
  it('reads back', async () => {
    expect(await reveal(HIDDEN_EXAMPLE, '', 'en')).toEqual({ message: '明天下午三点老地方见', encrypted: false });
    expect(clean(HIDDEN_EXAMPLE).text).toBe('今天天气不错，适合出去走走。');
  });
});

describe('passwords', () => {
  it('encrypts, and reads back with the password only', async () => {
    const text = await hide('表面', '机密 😀', 'p@ss 密码', 'en');
    expect(await reveal(text, 'p@ss 密码', 'en')).toEqual({ message: '机密 😀', encrypted: true });
    await expect(reveal(text, '', 'en')).rejects.toThrow(new InputError('This message has a password: type it'));
    await expect(reveal(text, 'wrong', 'en')).rejects.toThrow(
      new InputError('Wrong password, or the message is damaged'),
    );
  });
  it('two hides of the same message differ (random salt and IV)', async () => {
    expect(await hide('a', 'b', 'pw', 'en')).not.toBe(await hide('a', 'b', 'pw', 'en'));
  });
});

describe('bad input', () => {
  it.each([
    ['', 'x', 'Type the cover text'],
    ['  ', 'x', 'Type the cover text'],
    ['a', '', 'Type the message to hide'],
  ])('hide(%j, %j)', async (cover, message, error) => {
    await expect(hide(cover, message, '', 'en')).rejects.toThrow(new InputError(error));
  });
  it('refuses to hide twice', async () => {
    const text = await hide('a', 'b', '', 'en');
    await expect(hide(text, 'c', '', 'en')).rejects.toThrow(
      new InputError('This text already hides a message: remove the hidden characters first'),
    );
  });
  it.each([
    ['plain text', '没有秘密', 'No hidden message found'],
    [
      'other zero-width characters',
      'a\u200Bb\u200C',
      'No message in this tool’s format, but the text holds 2 zero-width characters: another tool’s hidden data, or typesetting',
    ],
    [
      'a cut run',
      'a\uFEFF\u200B\u200C\uFEFF',
      'The hidden message is incomplete or damaged (some characters were lost when copying?)',
    ],
  ])('reveal: %s', async (_, text, error) => {
    await expect(reveal(text, '', 'en')).rejects.toThrow(new InputError(error));
  });
});

describe('clean', () => {
  it.each([
    ['a\u200Bb\u200Dc\uFEFF', 'abc', 3],
    ['nothing', 'nothing', 0],
    ['soft\u00ADhyphen', 'softhyphen', 1],
    ['👨\u200D👩\u200D👧\u200B', '👨\u200D👩\u200D👧', 1],
  ])('%j', (text, out, removed) => {
    expect(clean(text)).toEqual({ text: out, removed });
  });
});
