export { UploadButton } from './UploadButton.tsx';
