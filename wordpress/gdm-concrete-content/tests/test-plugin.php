<?php
/**
 * The plugin as a whole: its names, and the signing rules it shares with the site.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * What holds across the plugin's files.
 */
final class Plugin_Test extends GDM_Concrete_Test_Case {

	/**
	 * The site's source, when the plugin is tested inside the project.
	 *
	 * @param string $path Path from the project's root.
	 * @return string
	 */
	private function site_source( $path ) {
		$file = dirname( GDM_CONCRETE_DIR, 2 ) . '/' . $path;
		if ( ! is_readable( $file ) ) {
			$this->markTestSkipped( "{$path} is not here: the plugin is tested outside the project." );
		}
		return (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the project
	}

	/**
	 * Every function the plugin defines is snake_case and prefixed `gdm_concrete_`, so none can meet
	 * WordPress's or another plugin's (WPCS's PrefixAllGlobals, which phpcs.xml.dist cannot run).
	 */
	public function test_every_function_is_prefixed() {
		$plugin = realpath( GDM_CONCRETE_DIR ) . '/';
		$tests  = $plugin . 'tests/';
		$names  = array();
		foreach ( get_defined_functions()['user'] as $name ) {
			$file = ( new ReflectionFunction( $name ) )->getFileName();
			if ( 0 === strpos( $file, $plugin ) && 0 !== strpos( $file, $tests ) ) {
				$names[] = $name;
			}
		}
		$this->assertGreaterThan( 100, count( $names ), 'the plugin is loaded' );
		$this->assertSame( array(), preg_grep( '/^gdm_concrete_[a-z0-9_]+$/', $names, PREG_GREP_INVERT ) );
	}

	/**
	 * Each kind of signed call signs its own prefix first, the one the site checks for it, so no
	 * signature made with the shared secret passes as another kind's; a preview link lives as long
	 * as the site allows.
	 */
	public function test_signature_prefixes_are_the_sites() {
		$purposes = array(
			GDM_CONCRETE_REVALIDATE_SIGNATURE_PURPOSE,
			GDM_CONCRETE_LEADS_API_SIGNATURE_PURPOSE,
			GDM_CONCRETE_PREVIEW_SIGNATURE_PURPOSE,
		);
		$this->assertSame( $purposes, array_unique( $purposes ) );

		$signed_call = $this->site_source( 'server/cluster/signed-call.ts' );
		$this->assertStringContainsString( 'revalidate: "' . GDM_CONCRETE_REVALIDATE_SIGNATURE_PURPOSE . '"', $signed_call );
		$this->assertStringContainsString( '"leads-api": "' . GDM_CONCRETE_LEADS_API_SIGNATURE_PURPOSE . '"', $signed_call );
		$preview = $this->site_source( 'server/content/preview-token.ts' );
		$this->assertStringContainsString( 'PREVIEW_TOKEN_PREFIX = "' . GDM_CONCRETE_PREVIEW_SIGNATURE_PURPOSE . '"', $preview );
		$this->assertStringContainsString( 'PREVIEW_TOKEN_SECONDS = ' . GDM_CONCRETE_PREVIEW_SECONDS . ';', $preview );
	}

	/**
	 * The plugin's hooks are in place as WordPress loads it: the upgrade early on `init`, activation,
	 * and the revalidation of every kind of change.
	 */
	public function test_hooks() {
		$this->assertSame( 'gdm_concrete_maybe_upgrade', GDM_Test_WordPress::$hooks['init'][1][0]['callback'] );
		$this->assertSame( 'gdm_concrete_activate', GDM_Test_WordPress::$hooks['activate_gdm-concrete-content.php'][10][0]['callback'] );
		foreach ( array( 'transition_post_status', 'deleted_post', 'updated_post_meta', 'added_post_meta', 'deleted_post_meta', 'set_object_terms' ) as $hook ) {
			$this->assertTrue( gdm_test_has_hook( $hook ), $hook );
		}
		$this->assertSame( 3, GDM_Test_WordPress::$hooks['transition_post_status'][10][0]['args'], 'the post is the third argument' );
	}
}
