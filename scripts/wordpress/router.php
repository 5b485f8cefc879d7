<?php
/**
 * Router for `php -S`: files and folders with an index are served as they are, every other path goes
 * to WordPress's index.php, as Apache's rewrite rules would send it (so /wp-json/… works).
 */
$gdm_path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$gdm_file = $_SERVER['DOCUMENT_ROOT'] . $gdm_path;
if ( is_file( $gdm_file ) || ( is_dir( $gdm_file ) && is_file( rtrim( $gdm_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
