import type { Preview } from '@storybook/react-vite';
import '../src/app/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
      },
    },
  },
};
export default preview;
