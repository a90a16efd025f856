import { casesIn, type AssistantCase } from './case';

/**
 * Complaints written before the matcher was changed for them, to see how it does on text it was not written for; never
 * tuned on. A third of all the cases: the first eight of each language were written after the first matcher, the
 * rest (direction, pulling, vibration, noise; a car chosen, so its usual parts) before issue #31's changes.
 */
export const HELD_OUT_CASES: readonly AssistantCase[] = [
    ...casesIn('en', [
        ['car jerks when changing gear, gearbox feels like slipping', ['SVC-DIAG']],
        ['loud clunk over bumps from front left, shocks maybe gone', ['SVC-DIAG']],
        ['squealing noise on cold start, goes away after a min', ['SVC-DIAG']],
        ['need 4 new tyres 235/50R18 and alignment pls', ['SVC-TYRE-FIT', 'TYR-235-50R18', 'SVC-ALIGN']],
        ['Please replace battery, same as before 55B24L', ['SVC-BATTERY', 'BAT-55B24L']],
        ['Aircon smells like old socks when I turn it on', ['SVC-AC-CLEAN', 'FLT-CAB-DENSO']],
        ['brake pedal feels spongy, last brake fluid change 3 years ago', ['SVC-BRAKE-FLUID', 'BRK-DOT4-500']],
        [
            'Alphard brake pads need changing, also wiper blades',
            ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP', 'WPR-24', 'WPR-16'],
        ],
        [
            'brakes squeal like crazy n car keeps pulling to the left',
            ['SVC-BRAKE-F', 'BRK-PAD-F-HON-JAZZ', 'SVC-ALIGN'],
            ['Honda', 'Jazz'],
        ],
        ['steering wheel vibrates above 100km/h, tyres r new', ['SVC-TYRE-ROT']],
        ['oil service pls', ['SVC-OIL', 'OIL-5W30-4L', 'FLT-OIL-TOY-90915'], ['Toyota', 'Alphard']],
        [
            'knocking noise from front right when turning. aircon blowing hot air',
            ['SVC-DIAG', 'SVC-AC-REGAS', 'AC-R134A'],
        ],
        [
            'brake discs vibrate when stopping, LPG service due',
            ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN', 'SVC-LPG-SERVICE', 'LPG-FLT-TAXI'],
            ['Toyota', 'Crown Comfort'],
        ],
    ]),
    ...casesIn('zh-hk', [
        ['轉波好唔順，波箱有頓挫', ['SVC-DIAG']],
        ['過坑渠有咯咯聲，可能避震壞咗', ['SVC-DIAG']],
        ['朝早開車皮帶好嘈，吱吱聲', ['SVC-DIAG']],
        ['換四條呔 235/50R18，順便做埋四輪定位', ['SVC-TYRE-FIT', 'TYR-235-50R18', 'SVC-ALIGN']],
        ['換電池 55B24L 同上次一樣', ['SVC-BATTERY', 'BAT-55B24L']],
        ['開冷氣有陣臭襪味', ['SVC-AC-CLEAN', 'FLT-CAB-DENSO']],
        ['剎車腳軟軟哋，剎車油三年冇換', ['SVC-BRAKE-FLUID', 'BRK-DOT4-500']],
        ['Alphard 剎車皮要換，水撥都要換', ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP', 'WPR-24', 'WPR-16']],
        ['煞車有嘰嘰聲，車向左偏', ['SVC-BRAKE-F', 'BRK-PAD-F-HON-JAZZ', 'SVC-ALIGN'], ['Honda', 'Jazz']],
        ['揸到80幾km/h軚盤震到手痺，係咪要打balance', ['SVC-TYRE-ROT']],
        [
            '要換機油喇，順便check埋冷氣唔夠凍',
            ['SVC-OIL', 'OIL-5W30-4L', 'FLT-OIL-TOY-90915', 'SVC-AC-REGAS', 'AC-R134A'],
            ['Toyota', 'Alphard'],
        ],
        ['車向右拉，踩掣有嘎嘎聲', ['SVC-ALIGN', 'SVC-BRAKE-F']],
        [
            '的士踩掣震，石油氣隔都夠鐘換',
            ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN', 'SVC-LPG-SERVICE', 'LPG-FLT-TAXI'],
            ['Toyota', 'Crown Comfort'],
        ],
    ]),
    ...casesIn('zh-cn', [
        ['换挡不顺，变速箱有顿挫感', ['SVC-DIAG']],
        ['过减速带有咯噔声，减震器可能坏了', ['SVC-DIAG']],
        ['冷车启动皮带吱吱响', ['SVC-DIAG']],
        ['换四条轮胎 235/50R18，顺便做四轮定位', ['SVC-TYRE-FIT', 'TYR-235-50R18', 'SVC-ALIGN']],
        ['电瓶换新的，型号55B24L', ['SVC-BATTERY', 'BAT-55B24L']],
        ['一开空调就有臭味', ['SVC-AC-CLEAN', 'FLT-CAB-DENSO']],
        ['刹车踩着软，刹车油三年没换了', ['SVC-BRAKE-FLUID', 'BRK-DOT4-500']],
        ['埃尔法刹车片要换，雨刮也要换', ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP', 'WPR-24', 'WPR-16']],
        ['刹车有吱吱声，车往左跑偏', ['SVC-BRAKE-F', 'BRK-PAD-F-TESLA3', 'SVC-ALIGN'], ['Tesla', 'Model 3']],
        ['车速过了100方向盘就抖得厉害', ['SVC-TYRE-ROT']],
        ['该换机油了', ['SVC-OIL', 'OIL-0W20-4L', 'FLT-OIL-HON-15400'], ['Honda', 'Jazz']],
        ['底盘有咔咔异响，开起来车往右拉', ['SVC-DIAG', 'SVC-ALIGN']],
        [
            '踩刹车方向盘抖，刹车油也该换了',
            ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN', 'SVC-BRAKE-FLUID', 'BRK-DOT4-500'],
            ['Toyota', 'Crown Comfort'],
        ],
    ]),
];
