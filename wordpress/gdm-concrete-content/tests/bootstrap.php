<?php
/**
 * PHPUnit's bootstrap for the plugin's unit tests (phpunit.xml.dist beside this file): WordPress's
 * few functions the plugin calls, as the tests' stand-ins (wordpress-stand-ins.php, what they remember
 * in class-gdm-test-wordpress.php), then the plugin itself, loaded as WordPress loads it. No WordPress
 * install and no database: the tests that need WordPress itself are tests/wordpress/php, run inside a
 * real one by `npm run test:wordpress`.
 *
 * Run from the project's root: `phpunit -c wordpress/gdm-concrete-content/tests/phpunit.xml.dist`.
 *
 * @package GdmConcreteContent
 */

// These files travel with the plugin's folder: on a web server they do nothing.
'cli' === PHP_SAPI || exit;

// The plugin's files stop unless WordPress loaded them; WordPress is not here.
define( 'ABSPATH', __DIR__ . '/no-wordpress/' );

require __DIR__ . '/class-gdm-test-wordpress.php';
require __DIR__ . '/wordpress-stand-ins.php';

require dirname( __DIR__ ) . '/gdm-concrete-content.php';

// What the plugin hooked as it loaded, given back to every test (GDM_Concrete_Test_Case::setUp()).
define( 'GDM_TEST_PLUGIN_HOOKS', GDM_Test_WordPress::$hooks );

require __DIR__ . '/class-gdm-concrete-test-case.php';
