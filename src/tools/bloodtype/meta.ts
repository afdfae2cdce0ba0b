import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'bloodtype',
  name: { zh: '血型遗传规律', en: 'Blood Type Inheritance' },
  description: {
    zh: '选择父母的 ABO 和 Rh 血型，查看孩子可能与不可能的血型；也可由孩子和一方血型反推另一方，附完整遗传对照表。',
    en: "Pick the parents' ABO and Rh types to see the child's possible and impossible types, or work back to the other parent; with the full table.",
  },
  keywords: ['血型遗传规律', '血型', '遗传', 'O型血', 'A型血', 'B型血', 'AB型血', '父母', '子女', 'Rh血型'],
  category: 'life',
  order: 41,
  intro: {
    zh: [
      '血型遗传规律按孟德尔遗传定律推算：A 型可能是 AA 或 AO，B 型可能是 BB 或 BO，AB 型为 AB，O 型为 OO；Rh 阳性对阴性为显性。',
      '1、选择父母双方的血型，即可看到孩子可能和不可能出现的血型。',
      '2、切换到“另一方可能的血型”，由孩子和已知一方的血型反推另一方。',
    ],
    en: [
      'Blood Type Inheritance follows Mendel’s laws: type A may be AA or AO, B may be BB or BO, AB is AB and O is OO; Rh positive is dominant.',
      "1. Pick both parents' types to see which types the child can and cannot have.",
      '2. Switch to the other parent to work back from the child and one parent.',
    ],
  },
});
