// Text folding for matching: one character in, one character out, so a match's offsets point into the text as written.

/**
 * Simplified characters and their Traditional forms, pair by pair: those of the glossary's terms and of the words
 * garage customers write around them. Enough to match, not a converter.
 */
const PAIRS =
    '刹剎 车車 轮輪 异異 响響 调調 气氣 凉涼 冻凍 够夠 发發 动動 机機 灯燈 电電 检檢 换換 两兩 干乾 净淨 属屬 声聲 ' +
    '温溫 时時 顺順 盘盤 压壓 滤濾 过過 热熱 盖蓋 线線 开開 关關 门門 启啟 着著 没沒 无無 变變 档檔 离離 减減 悬懸 ' +
    '挂掛 转轉 头頭 养養 万萬 点點 带帶 风風 传傳 轴軸 脚腳 问問 题題 请請 帮幫 个個 这這 还還 为為 会會 说說 给給 ' +
    '价價 钱錢 费費 条條 后後 边邊 红紅 黄黃 仪儀 报報 胶膠 补補 钉釘 却卻 杂雜 稳穩 飘飄 驰馳 宝寶 马馬 丰豐 飞飛 ' +
    '铃鈴 坏壞 吗嗎 么麼 锈鏽 蚀蝕 损損 劲勁 载載 标標 状狀 态態 计計 级級 脑腦 码碼 诊診 断斷 测測 试試 闪閃 语語 ' +
    '话話 应應 该該 晒曬 们們 觉覺 样樣 听聽 见見 内內 阀閥 厂廠 图圖 确確 认認 单單 装裝 块塊 镜鏡 喷噴 松鬆 紧緊 ' +
    '冲沖 满滿 烟煙 蓝藍 润潤 剂劑 种種 节節 从從 总總 进進 尘塵 锁鎖 备備 烧燒 乱亂 颤顫 鸣鳴 涡渦 实實 壳殼 尔爾 锐銳 宾賓';

const TO_TRADITIONAL = new Map<string, string>();
const TO_SIMPLIFIED = new Map<string, string>();
for (const [simplified, traditional] of PAIRS.split(' ')) {
    TO_TRADITIONAL.set(simplified, traditional);
    TO_SIMPLIFIED.set(traditional, simplified);
}

/** Quotes and dashes phones type, as the keyboard's. */
const PUNCTUATION: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u2013': '-', '\u2014': '-' };

function foldCharacter(character: string): string {
    if (character.charCodeAt(0) < 0x80) return character.toLowerCase();
    if (PUNCTUATION[character]) return PUNCTUATION[character];
    const compatible = character.normalize('NFKC');
    const single = compatible.length === 1 ? compatible : character;
    const lower = single.toLowerCase();
    const folded = lower.length === 1 ? lower : single;
    return TO_TRADITIONAL.get(folded) ?? folded;
}

/**
 * The text lower-cased, full-width forms made half-width, curly quotes straight and Simplified characters Traditional
 * — always the same length as the text, character for character.
 */
export function fold(text: string): string {
    let folded = '';
    for (let index = 0; index < text.length; index++) folded += foldCharacter(text[index]);
    return folded;
}

/** Chinese as a locale writes it: Simplified for zh-cn, Traditional for zh-hk (the characters the map knows). */
export function toScript(text: string, locale: 'zh-hk' | 'zh-cn'): string {
    const map = locale === 'zh-cn' ? TO_SIMPLIFIED : TO_TRADITIONAL;
    return [...text].map(character => map.get(character) ?? character).join('');
}
