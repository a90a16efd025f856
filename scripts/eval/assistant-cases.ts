import { casesIn, type AssistantCase } from './case';

export type { AssistantCase } from './case';

const en: AssistantCase[] = casesIn('en', [
    ['Hi, front brakes squeeking when i stop and aircon not cold enough', ['SVC-BRAKE-F', 'SVC-AC-REGAS', 'AC-R134A']],
    ['check engine light on since yesterday, car feels weak going uphill', ['SVC-DIAG']],
    ['Oil change pls, 5W30 like last time', ['SVC-OIL', 'OIL-5W30-4L']],
    ['Battery dead again this morning, car wont start', ['SVC-BATTERY', 'SVC-DIAG']],
    ['Annual inspection next month, can u check the car b4 the test', ['SVC-INSPECT']],
    [
        'Taxi yearly exam soon, also smell LPG gas near the boot',
        ['SVC-TAXI-INSPECT', 'SVC-LPG-SERVICE', 'LPG-FLT-TAXI'],
    ],
    [
        '2 front tyres bald, need 205/55R16 x2. car pulls to the left too',
        ['SVC-TYRE-FIT', 'TYR-205-55R16', 'SVC-ALIGN'],
    ],
    ['wipers smearing the windscreen, one headlight out (H7)', ['WPR-24', 'WPR-16', 'BLB-H7']],
    ['Crown Comfort taxi, grinding metal noise from front wheels when braking', ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN']],
    ['engine overheating in traffic, temp gauge going up, coolant keeps dropping', ['SVC-DIAG', 'CLT-LLC-1L']],
    ['due for 40,000km major service', ['SVC-MAJOR']],
    [
        'Musty smell from the a/c vents + brake fluid change overdue',
        ['SVC-AC-CLEAN', 'FLT-CAB-DENSO', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500'],
    ],
    ['Model 3 says front brake pads worn, pls replace', ['SVC-BRAKE-F', 'BRK-PAD-F-TESLA3']],
    ['steering wheel shakes at 80km/h, maybe need wheel balancing', ['SVC-TYRE-ROT']],
    ['car veers to the right on the highway, steering wheel not straight', ['SVC-ALIGN']],
    [
        'brakes grinding n steering wheel shakes when braking',
        ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN'],
        ['Toyota', 'Crown Comfort'],
    ],
    ['front pads need changing pls', ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP'], ['Toyota', 'Vellfire']],
    ['humming noise from the back getting louder with speed', ['SVC-DIAG']],
    [
        'oil change + brake fluid',
        ['SVC-OIL', 'OIL-0W20-4L', 'FLT-OIL-HON-15400', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500'],
        ['Honda', 'Freed'],
    ],
    ['whole car vibrates at idle, feels rough', ['SVC-DIAG']],
    ['aircon not cold', ['SVC-AC-REGAS', 'AC-R1234YF'], ['Tesla', 'Model Y']],
    [
        'Hi, the car drags to the left and the brakes squeal',
        ['SVC-ALIGN', 'SVC-BRAKE-F', 'BRK-PAD-F-TESLA3'],
        ['Tesla', 'Model 3'],
    ],
]);

const zhHk: AssistantCase[] = casesIn('zh-hk', [
    ['前輪剎車有異聲，冷氣唔夠凍', ['SVC-BRAKE-F', 'SVC-AC-REGAS', 'AC-R134A']],
    ['架車 aircon 唔凍 仲有 check engine 燈著咗', ['SVC-AC-REGAS', 'AC-R134A', 'SVC-DIAG']],
    ['想換機油，用返5W30', ['SVC-OIL', 'OIL-5W30-4L']],
    ['朝早死火打唔著，係咪電芯冇電？', ['SVC-BATTERY', 'SVC-DIAG']],
    ['下個月驗車，幫手睇下有冇嘢要整', ['SVC-INSPECT']],
    ['的士下星期驗車，石油氣有陣味', ['SVC-TAXI-INSPECT', 'SVC-LPG-SERVICE', 'LPG-FLT-TAXI']],
    ['前面兩條呔磨晒，要換 205/55R16，揸車有啲跑偏', ['SVC-TYRE-FIT', 'TYR-205-55R16', 'SVC-ALIGN']],
    ['水撥刮唔乾淨，左邊大燈唔著 H7', ['WPR-24', 'WPR-16', 'BLB-H7']],
    ['Crown 的士 踩掣有磨鐵聲', ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN']],
    ['塞車時水溫好高，水箱水成日唔夠', ['SVC-DIAG', 'CLT-LLC-1L']],
    ['冷氣有陣霉味，順便換埋剎車油', ['SVC-AC-CLEAN', 'FLT-CAB-DENSO', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500']],
    ['Tesla Model 3 話前剎車皮就嚟冇，幫手換', ['SVC-BRAKE-F', 'BRK-PAD-F-TESLA3']],
    ['車行到一萬公里，做個小保養', ['SVC-MINOR']],
    ['高速行車軚盤震，係咪要做 balance', ['SVC-TYRE-ROT']],
    ['車會自己扯去右邊，軚盤唔正', ['SVC-ALIGN']],
    ['踩掣軚盤震', ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN'], ['Toyota', 'Crown Comfort']],
    ['前轆掣皮就嚟冇，幫手換', ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP'], ['Toyota', 'Alphard']],
    ['後面有嗡嗡聲，越快越大聲', ['SVC-DIAG']],
    [
        '換機油同埋剎車油',
        ['SVC-OIL', 'OIL-0W20-4L', 'FLT-OIL-HON-15400', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500'],
        ['Honda', 'Jazz'],
    ],
    ['停車等燈成架車震', ['SVC-DIAG']],
    ['冷氣唔凍', ['SVC-AC-REGAS', 'AC-R1234YF'], ['Tesla', 'Model Y']],
    ['你好，架車行路向左拉，煞車又有吱吱聲', ['SVC-ALIGN', 'SVC-BRAKE-F', 'BRK-PAD-F-TESLA3'], ['Tesla', 'Model 3']],
]);

const zhCn: AssistantCase[] = casesIn('zh-cn', [
    ['前轮刹车有异响，空调不够凉', ['SVC-BRAKE-F', 'SVC-AC-REGAS', 'AC-R134A']],
    ['发动机故障灯亮了，加速没力', ['SVC-DIAG']],
    ['要换机油，5W30全合成', ['SVC-OIL', 'OIL-5W30-4L']],
    ['早上打不着火，电瓶可能没电了', ['SVC-BATTERY', 'SVC-DIAG']],
    ['下个月年检，先帮我检查一下', ['SVC-INSPECT']],
    ['的士要年检，液化气有异味', ['SVC-TAXI-INSPECT', 'SVC-LPG-SERVICE', 'LPG-FLT-TAXI']],
    ['前面两个轮胎磨平了，换205/55R16，方向跑偏', ['SVC-TYRE-FIT', 'TYR-205-55R16', 'SVC-ALIGN']],
    ['雨刮刮不干净，左大灯不亮，H7灯泡', ['WPR-24', 'WPR-16', 'BLB-H7']],
    ['皇冠的士踩刹车有金属摩擦声', ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN']],
    ['堵车时水温高，防冻液老是少', ['SVC-DIAG', 'CLT-LLC-1L']],
    ['空调有霉味，顺便换刹车油', ['SVC-AC-CLEAN', 'FLT-CAB-DENSO', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500']],
    ['车子到了4万公里，做大保养', ['SVC-MAJOR']],
    ['空调不制冷，R134a 雪种可能漏了', ['SVC-AC-REGAS', 'AC-R134A']],
    ['高速方向盘抖，要做动平衡吗', ['SVC-TYRE-ROT']],
    ['车子老往右边跑，方向盘不正', ['SVC-ALIGN']],
    ['刹车的时候方向盘抖', ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN'], ['Toyota', 'Crown Comfort']],
    ['前刹车片快没了，帮忙换一下', ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP'], ['Toyota', 'Alphard']],
    ['后面有嗡嗡声，越快越响', ['SVC-DIAG']],
    [
        '换机油和刹车油',
        ['SVC-OIL', 'OIL-0W20-4L', 'FLT-OIL-HON-15400', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500'],
        ['Honda', 'Jazz'],
    ],
    ['怠速的时候整车抖动', ['SVC-DIAG']],
    ['空调不凉', ['SVC-AC-REGAS', 'AC-R1234YF'], ['Tesla', 'Model Y']],
    ['你好，车往左偏，刹车还有吱吱声', ['SVC-ALIGN', 'SVC-BRAKE-F', 'BRK-PAD-F-TESLA3'], ['Tesla', 'Model 3']],
]);

export const ASSISTANT_CASES: readonly AssistantCase[] = [...en, ...zhHk, ...zhCn];

export { HELD_OUT_CASES } from './assistant-held-out';
