import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { followDocumentLanguage } from './i18n/locale';
import { followDarkClass } from './theme/mode';

followDarkClass();
followDocumentLanguage();

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
