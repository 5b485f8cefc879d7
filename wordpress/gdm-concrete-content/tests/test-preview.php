<?php
/**
 * Preview on the site (includes/preview.php): the token WordPress's Preview link carries is the one
 * the site checks (server/content/preview-token.ts), and the plugin accepts back only a good one.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Making and checking preview tokens.
 */
final class Preview_Test extends GDM_Concrete_Test_Case {

	/**
	 * The token the site's own code makes for post 42 (a service), editor 7, expiring at
	 * 1700000600, with self::SECRET: makePreviewToken() of server/content/preview-token.ts, run once with
	 * Node; its checkPreviewToken() accepts it at 1700000000.
	 */
	const SITE_TOKEN = 'eyJwIjo0MiwidCI6InNlcnZpY2UiLCJ1Ijo3LCJlIjoxNzAwMDAwNjAwfQ.763b29875d9cc5f3c317c852f5f6c0c368208d43b19cd09ebf6c0b58e9a8e704';

	/**
	 * The website connected, and a service to preview.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->connect();
		GDM_Test_WordPress::add_post(
			array(
				'ID'          => 42,
				'post_type'   => 'service',
				'post_name'   => '',
				'post_status' => 'draft',
			)
		);
	}

	/**
	 * A token as the site makes it (makePreviewToken(), server/content/preview-token.ts): base64url of the
	 * JSON claims, a dot, the hex HMAC-SHA256 of "gdm-preview.v1." and that payload.
	 *
	 * @param array<string, mixed> $claims Claims p, t, u, e.
	 * @param string               $secret Secret.
	 * @param string               $prefix What is signed first.
	 * @return string
	 */
	private function site_token( $claims, $secret = self::SECRET, $prefix = 'gdm-preview.v1.' ) {
		$payload = rtrim( strtr( base64_encode( json_encode( $claims ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode, WordPress.WP.AlternativeFunctions.json_encode_json_encode -- the site's format
		return $payload . '.' . hash_hmac( 'sha256', $prefix . $payload, $secret );
	}

	/**
	 * The test's copy of the site's format makes the very token the site's code made.
	 */
	public function test_the_tests_copy_of_the_site_format_is_the_sites() {
		$this->assertSame(
			self::SITE_TOKEN,
			$this->site_token(
				array(
					'p' => 42,
					't' => 'service',
					'u' => 7,
					'e' => 1700000600,
				)
			)
		);
	}

	/**
	 * The plugin's token for the same post, editor and moment is the site's, byte for byte: the site
	 * opens WordPress's Preview links.
	 */
	public function test_the_plugins_token_is_the_one_the_site_checks() {
		$this->assertSame( self::SITE_TOKEN, gdm_concrete_preview_token( 42, 7, 1700000000 ) );
	}

	/**
	 * A fresh token of the plugin's, and one the site made, are accepted with their claims.
	 */
	public function test_good_tokens_are_accepted() {
		$claims = gdm_concrete_preview_claims( gdm_concrete_preview_token( 42, 7 ) );
		$this->assertIsArray( $claims );
		$this->assertSame( array( 42, 'service', 7 ), array( $claims['p'], $claims['t'], $claims['u'] ) );
		$this->assertEqualsWithDelta( time() + 600, $claims['e'], 2 );

		$site_made = array(
			'p' => 42,
			't' => 'service',
			'u' => 7,
			'e' => time() - 30,
		);
		$this->assertSame( $site_made, gdm_concrete_preview_claims( $this->site_token( $site_made ) ), 'within the minute the clocks may differ' );
	}

	/**
	 * Anything else is refused: another secret, claims changed after signing, an expired or too
	 * long-lived token, a signature made for another purpose, claims of the wrong types, a short
	 * secret, an over-long token or no token at all.
	 */
	public function test_bad_tokens_are_refused() {
		$claims = array(
			'p' => 42,
			't' => 'service',
			'u' => 7,
			'e' => time() + 600,
		);
		$good   = $this->site_token( $claims );
		$this->assertNotNull( gdm_concrete_preview_claims( $good ) );

		list( , $signature ) = explode( '.', $good );
		$as_admin            = rtrim( strtr( base64_encode( json_encode( array( 'u' => 1 ) + $claims ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode, WordPress.WP.AlternativeFunctions.json_encode_json_encode -- a forged payload
		$refused             = array(
			'another secret'          => $this->site_token( $claims, 'another-secret-0123456789' ),
			'claims changed'          => $as_admin . '.' . $signature,
			'signature in capitals'   => explode( '.', $good )[0] . '.' . strtoupper( $signature ),
			'expired'                 => $this->site_token( array( 'e' => time() - 61 ) + $claims ),
			'longer-lived than any'   => $this->site_token( array( 'e' => time() + 600 + 61 ) + $claims ),
			'a revalidation prefix'   => $this->site_token( $claims, self::SECRET, 'gdm-revalidate.v1.' ),
			'no prefix'               => $this->site_token( $claims, self::SECRET, '' ),
			'post ID as text'         => $this->site_token( array( 'p' => '42' ) + $claims ),
			'over-long'               => $this->site_token( array( 't' => str_repeat( 'x', 300 ) ) + $claims ),
			'empty'                   => '',
			'not text'                => array( $good ),
			'a dot too many'          => $good . '.',
			'payload without signing' => explode( '.', $good )[0],
		);
		foreach ( $refused as $why => $token ) {
			$this->assertNull( gdm_concrete_preview_claims( $token ), $why );
		}

		update_option( 'gdm_concrete_secret', 'short-secret' );
		$this->assertNull( gdm_concrete_preview_claims( $this->site_token( $claims, 'short-secret' ) ), 'a secret shorter than 16 characters signs nothing' );
	}

	/**
	 * A record previews on its own page of the site, or the page it shows on; a type the site does
	 * not show has no preview there.
	 */
	public function test_preview_paths() {
		$draft = GDM_Test_WordPress::add_post(
			array(
				'ID'         => 43,
				'post_type'  => 'service',
				'post_title' => 'Stamped Patios',
				'post_name'  => 'stamped-patios',
			)
		);
		$this->assertSame( '/services/stamped-patios', gdm_concrete_preview_path( $draft ) );
		$faq        = new WP_Post(
			(object) array(
				'post_type' => 'faq',
				'post_name' => 'do-you-pull-permits',
			)
		);
		$attachment = new WP_Post(
			(object) array(
				'post_type' => 'attachment',
				'post_name' => 'patio-jpg',
			)
		);
		$this->assertSame( '/faq', gdm_concrete_preview_path( $faq ) );
		$this->assertSame( '', gdm_concrete_preview_path( $attachment ) );
	}
}
