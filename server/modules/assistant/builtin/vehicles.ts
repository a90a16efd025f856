/**
 * Makes and models as Hong Kong customers write them in Chinese, with the English a catalogue names them by: a part
 * for one model (brake pads for the Alphard) is picked when the complaint names that model, in either language.
 */
export const VEHICLE_NAMES: Readonly<Record<string, string>> = {
    豐田: 'toyota',
    皇冠: 'crown',
    埃爾法: 'alphard',
    阿法: 'alphard',
    威爾法: 'vellfire',
    普銳斯: 'prius',
    本田: 'honda',
    飛度: 'jazz',
    特斯拉: 'tesla',
    寶馬: 'bmw',
    平治: 'mercedes',
    奔馳: 'mercedes',
    賓士: 'mercedes',
    凌志: 'lexus',
    日野: 'hino',
    五十鈴: 'isuzu',
};
