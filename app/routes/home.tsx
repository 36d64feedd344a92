export { loader } from './_index'
