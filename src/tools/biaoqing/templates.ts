/** Meme templates: our own drawings as SVG (data, drawn for this tool), each with suggested captions. */
export interface Template {
  id: string;
  name: { zh: string; en: string };
  top: string;
  bottom: string;
  svg: string;
}

const face = (body: string, bg: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/>${body}</svg>`;

/** A round yellow face with a mouth and eyes given as SVG. */
const smiley = (features: string, bg: string) =>
  face(`<circle cx="200" cy="205" r="130" fill="#ffd54a" stroke="#2b2118" stroke-width="8"/>${features}`, bg);

export const TEMPLATES: readonly Template[] = [
  {
    id: 'panda',
    name: { zh: '熊猫头', en: 'Panda head' },
    top: '我太难了',
    bottom: '',
    svg: face(
      `<circle cx="110" cy="110" r="52" fill="#1d1d1f"/><circle cx="290" cy="110" r="52" fill="#1d1d1f"/>` +
        `<ellipse cx="200" cy="215" rx="150" ry="135" fill="#fff" stroke="#1d1d1f" stroke-width="8"/>` +
        `<ellipse cx="140" cy="195" rx="38" ry="48" fill="#1d1d1f" transform="rotate(-25 140 195)"/><ellipse cx="260" cy="195" rx="38" ry="48" fill="#1d1d1f" transform="rotate(25 260 195)"/>` +
        `<circle cx="148" cy="190" r="10" fill="#fff"/><circle cx="252" cy="190" r="10" fill="#fff"/>` +
        `<ellipse cx="200" cy="250" rx="18" ry="12" fill="#1d1d1f"/><path d="M170 290q30 22 60 0" fill="none" stroke="#1d1d1f" stroke-width="8" stroke-linecap="round"/>`,
      '#f4f4f5',
    ),
  },
  {
    id: 'laughcry',
    name: { zh: '笑哭', en: 'Laughing tears' },
    top: '笑死',
    bottom: '根本停不下来',
    svg: smiley(
      `<path d="M120 180q25-30 50 0M230 180q25-30 50 0" fill="none" stroke="#2b2118" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M120 235q80 110 160 0z" fill="#2b2118"/><path d="M150 260q50 35 100 0" fill="#ff6b6b"/>` +
        `<path d="M98 190q-40 40-10 70q30-10 20-60z" fill="#4fc3f7"/><path d="M302 190q40 40 10 70q-30-10-20-60z" fill="#4fc3f7"/>`,
      '#fff4d6',
    ),
  },
  {
    id: 'shocked',
    name: { zh: '震惊', en: 'Shocked' },
    top: '震惊！',
    bottom: '还有这种操作',
    svg: smiley(
      `<circle cx="150" cy="175" r="26" fill="#fff" stroke="#2b2118" stroke-width="6"/><circle cx="250" cy="175" r="26" fill="#fff" stroke="#2b2118" stroke-width="6"/>` +
        `<circle cx="150" cy="178" r="9" fill="#2b2118"/><circle cx="250" cy="178" r="9" fill="#2b2118"/>` +
        `<ellipse cx="200" cy="270" rx="34" ry="44" fill="#2b2118"/><path d="M110 120l30 15M290 120l-30 15" stroke="#2b2118" stroke-width="8" stroke-linecap="round"/>`,
      '#e3f2fd',
    ),
  },
  {
    id: 'speechless',
    name: { zh: '无语', en: 'Speechless' },
    top: '我无语了',
    bottom: '……',
    svg: smiley(
      `<path d="M120 185h60M220 185h60" stroke="#2b2118" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M160 275h80" stroke="#2b2118" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M300 120q20 25 0 40q-20-15 0-40z" fill="#4fc3f7"/>`,
      '#ede7f6',
    ),
  },
  {
    id: 'smug',
    name: { zh: '得意', en: 'Smug' },
    top: '就这？',
    bottom: '',
    svg: smiley(
      `<path d="M118 180q30-18 60 0M222 180q30-18 60 0" fill="none" stroke="#2b2118" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M150 265q60 30 105-20" fill="none" stroke="#2b2118" stroke-width="10" stroke-linecap="round"/>` +
        `<ellipse cx="125" cy="230" rx="22" ry="12" fill="#ff8a80" opacity=".7"/><ellipse cx="275" cy="230" rx="22" ry="12" fill="#ff8a80" opacity=".7"/>`,
      '#e8f5e9',
    ),
  },
  {
    id: 'angry',
    name: { zh: '生气', en: 'Angry' },
    top: '气死我了',
    bottom: '',
    svg: face(
      `<circle cx="200" cy="205" r="130" fill="#ff7043" stroke="#2b2118" stroke-width="8"/>` +
        `<path d="M115 150l60 25M285 150l-60 25" stroke="#2b2118" stroke-width="12" stroke-linecap="round"/>` +
        `<circle cx="155" cy="195" r="12" fill="#2b2118"/><circle cx="245" cy="195" r="12" fill="#2b2118"/>` +
        `<path d="M150 285q50-40 100 0" fill="none" stroke="#2b2118" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M300 90l14 14m0-14l-14 14M320 110l14 14m0-14l-14 14" stroke="#d32f2f" stroke-width="6" stroke-linecap="round"/>`,
      '#fff3e0',
    ),
  },
  {
    id: 'cat',
    name: { zh: '猫猫', en: 'Cat' },
    top: '在吗',
    bottom: '想你了',
    svg: face(
      `<path d="M80 140l20-90 70 60zM320 140l-20-90-70 60z" fill="#ffb74d" stroke="#2b2118" stroke-width="8" stroke-linejoin="round"/>` +
        `<ellipse cx="200" cy="220" rx="145" ry="125" fill="#ffb74d" stroke="#2b2118" stroke-width="8"/>` +
        `<path d="M125 205q20-22 40 0M235 205q20-22 40 0" fill="none" stroke="#2b2118" stroke-width="9" stroke-linecap="round"/>` +
        `<path d="M190 240h20l-10 12z" fill="#e57373"/><path d="M200 252q-15 20-35 8M200 252q15 20 35 8" fill="none" stroke="#2b2118" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M70 240h60M75 262l55-8M330 240h-60M325 262l-55-8" stroke="#2b2118" stroke-width="4" stroke-linecap="round"/>`,
      '#fce4ec',
    ),
  },
  {
    id: 'thumbs',
    name: { zh: '点赞', en: 'Thumbs up' },
    top: '好活',
    bottom: '当赏',
    svg: face(
      `<path d="M150 330V190l60-100q25 0 25 30l-10 60h85q30 0 25 35l-20 95q-6 20-30 20z" fill="#ffd54a" stroke="#2b2118" stroke-width="9" stroke-linejoin="round"/>` +
        `<rect x="90" y="190" width="55" height="145" rx="10" fill="#42a5f5" stroke="#2b2118" stroke-width="9"/>`,
      '#e0f7fa',
    ),
  },
];

export function findTemplate(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
