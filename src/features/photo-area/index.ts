/**
 * Public module of the photo area: the My photos frame (heading, tabs with their counts, activation and welcome
 * banners) that the timeline and the album screens render their page in, and the refresh after an activation.
 * The albums feature's code (the Albums tab's count, the albums' refresh) loads lazily from here, so the frame
 * never brings it into the timeline's first screen.
 */
export { PhotoAreaFrame, type PhotoAreaFrameProps } from './photo-area-frame';
