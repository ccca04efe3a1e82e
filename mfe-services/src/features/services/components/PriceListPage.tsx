export { default } from '../../frame/components/FramePage.tsx';
