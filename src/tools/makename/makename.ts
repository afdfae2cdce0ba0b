/** 古诗词取名's logic lives in src/common/poem-names (取名字 uses it too). */
export * from '../../common/poem-names/poem-names.js';
