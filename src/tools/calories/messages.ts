import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '输入食物名称，如 米饭、tudou、xhs',
    popular: '常见食物',
    pick: '点选左侧的食物，在这里计算一份的热量',
    amount: '吃了多少',
    amountInvalid: '请输入 0 到 5000 之间的克数',
    total: '这一份约',
    standard: '标准份',
  },
  en: {
    placeholder: 'Type a food, e.g. 米饭, tudou, xhs',
    popular: 'Everyday foods',
    pick: 'Pick a food to work out a portion here',
    amount: 'Amount eaten',
    amountInvalid: 'Enter grams from 0 to 5000',
    total: 'This portion is about',
    standard: 'standard',
  },
});
