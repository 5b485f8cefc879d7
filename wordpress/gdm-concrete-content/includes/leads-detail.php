<?php
/**
 * One lead on the Leads screen: every field, the campaign, the tags, each delivery and its attempts,
 * and its actions: a held lead released, a failed delivery sent again, a lead marked as spam (and the
 * mark removed). Each action is a form with a nonce of its own, posted to admin-post.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_post_gdm_leads_release', 'gdm_concrete_leads_release' );
add_action( 'admin_post_gdm_leads_retry', 'gdm_concrete_leads_retry' );
add_action( 'admin_post_gdm_leads_spam', 'gdm_concrete_leads_spam' );

/**
 * One lead: every field, the campaign, the tags, each delivery and its attempts, and its actions.
 *
 * @param string $id Lead id.
 */
function gdm_concrete_leads_detail( $id ) {
	echo '<p><a href="' . esc_url( gdm_concrete_leads_url() ) . '">← ' . esc_html__( 'All leads', 'gdm-concrete-content' ) . '</a></p>';
	$answer = gdm_concrete_leads_call( 'GET', '/' . rawurlencode( $id ) );
	if ( ! $answer['ok'] || ! is_array( $answer['data'] ) || ! is_array( $answer['data']['lead'] ?? null ) ) {
		echo '<h1>' . esc_html__( 'Lead', 'gdm-concrete-content' ) . '</h1>';
		gdm_concrete_leads_error( $answer );
		return;
	}
	$lead   = $answer['data']['lead'];
	$status = gdm_concrete_leads_text( $lead, 'status' );
	$name   = gdm_concrete_leads_text( $lead, 'name' );
	echo '<h1>' . esc_html( '' !== $name ? $name : __( 'Lead', 'gdm-concrete-content' ) ) . '</h1>';
	printf(
		'<p><strong>%1$s</strong> · %2$s · %3$s</p>',
		esc_html( gdm_concrete_leads_status_label( $status ) ),
		esc_html( gdm_concrete_leads_text( $lead, 'form' ) ),
		esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $lead, 'receivedAt' ) ) )
	);
	if ( 'held' === $status ) {
		/* translators: %s: why the spam guard held it */
		echo '<p>' . esc_html( sprintf( __( 'Held because: %s. It has not been sent to your lead service.', 'gdm-concrete-content' ), ( '' !== gdm_concrete_leads_text( $lead, 'spamReasonText' ) ? gdm_concrete_leads_text( $lead, 'spamReasonText' ) : gdm_concrete_leads_text( $lead, 'spamReason' ) ) ) ) . '</p>';
		gdm_concrete_leads_action_button( 'gdm_leads_release', $id, __( 'Release: deliver this lead', 'gdm-concrete-content' ), 'button-primary' );
	} elseif ( 'spam-marked' === $status ) {
		echo '<p>' . esc_html__( 'This lead is marked as spam. Nothing was deleted; releasing it removes the mark.', 'gdm-concrete-content' ) . '</p>';
		gdm_concrete_leads_action_button( 'gdm_leads_release', $id, __( 'It is not spam', 'gdm-concrete-content' ), 'button' );
	} else {
		if ( 'failed' === $status ) {
			echo '<p>' . esc_html__( 'A delivery of this lead failed after every retry.', 'gdm-concrete-content' ) . '</p>';
			gdm_concrete_leads_action_button( 'gdm_leads_retry', $id, __( 'Retry the failed delivery', 'gdm-concrete-content' ), 'button-primary' );
		}
		// Lead e-mails carry no spam link (their Reply-To is the customer): the owner marks spam here.
		if ( in_array( $status, array( 'delivered', 'pending', 'failed' ), true ) ) {
			echo '<p>' . esc_html__( 'A record only: nothing is deleted, and nothing sent is taken back.', 'gdm-concrete-content' ) . '</p>';
			gdm_concrete_leads_action_button( 'gdm_leads_spam', $id, __( 'Mark as spam', 'gdm-concrete-content' ), 'button' );
		}
	}

	$rows = gdm_concrete_leads_plain_fields( gdm_concrete_leads_rows( $lead['fields'] ?? null ) );
	foreach ( array(
		'sent' => __( 'What they sent', 'gdm-concrete-content' ),
		'form' => __( 'How it came in', 'gdm-concrete-content' ),
	) as $part => $heading ) {
		if ( empty( $rows[ $part ] ) ) {
			continue;
		}
		echo '<h2>' . esc_html( $heading ) . '</h2><table class="widefat striped"><tbody>';
		foreach ( $rows[ $part ] as list( $label, $value ) ) {
			printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( $label ), nl2br( esc_html( $value ) ) );
		}
		echo '</tbody></table>';
	}

	echo '<h2>' . esc_html__( 'Campaign', 'gdm-concrete-content' ) . '</h2>';
	$utm = is_array( $lead['utm'] ?? null ) ? $lead['utm'] : array();
	if ( empty( $utm ) ) {
		echo '<p>' . esc_html__( 'None: the visitor did not come from a tagged link.', 'gdm-concrete-content' ) . '</p>';
	} else {
		echo '<table class="widefat striped"><tbody>';
		foreach ( array_slice( $utm, 0, 20, true ) as $key => $value ) {
			if ( is_string( $value ) ) {
				printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( (string) $key ), esc_html( $value ) );
			}
		}
		echo '</tbody></table>';
	}

	echo '<h2>' . esc_html__( 'Tags', 'gdm-concrete-content' ) . '</h2>';
	$tags = array_filter( is_array( $lead['tags'] ?? null ) ? $lead['tags'] : array(), 'is_string' );
	echo '<p>' . esc_html( empty( $tags ) ? __( 'None', 'gdm-concrete-content' ) : implode( '; ', array_unique( array_map( 'gdm_concrete_leads_tag_label', $tags ) ) ) ) . '</p>';

	echo '<h2>' . esc_html__( 'Deliveries', 'gdm-concrete-content' ) . '</h2>';
	$deliveries = gdm_concrete_leads_rows( $answer['data']['deliveries'] ?? null );
	if ( empty( $deliveries ) ) {
		echo '<p>' . esc_html__( 'None of its own: it goes out with the lead it completes.', 'gdm-concrete-content' ) . '</p>';
	}
	foreach ( $deliveries as $delivery ) {
		printf(
			'<h3>%1$s: %2$s</h3>',
			esc_html( gdm_concrete_leads_destination_label( $delivery ) ),
			esc_html( gdm_concrete_leads_delivery_label( gdm_concrete_leads_text( $delivery, 'status' ) ) )
		);
		$receipt = gdm_concrete_leads_receipt_text( $delivery );
		if ( '' !== $receipt ) {
			echo '<p><strong>' . esc_html( $receipt ) . '</strong></p>';
		}
		$attempts = gdm_concrete_leads_rows( $delivery['attemptLog'] ?? null );
		if ( empty( $attempts ) ) {
			echo '<p>' . esc_html__( 'Not tried yet.', 'gdm-concrete-content' ) . '</p>';
			continue;
		}
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Attempt', 'gdm-concrete-content' ) . '</th><th scope="col">' . esc_html__( 'Outcome', 'gdm-concrete-content' ) . '</th><th scope="col">' . esc_html__( 'Answer', 'gdm-concrete-content' ) . '</th></tr></thead><tbody>';
		foreach ( $attempts as $attempt ) {
			$code  = gdm_concrete_leads_text( $attempt, 'statusCode' );
			$error = gdm_concrete_leads_text( $attempt, 'error' );
			printf(
				'<tr><td>%1$s</td><td>%2$s</td><td>%3$s</td></tr>',
				esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $attempt, 'startedAt' ) ) ),
				esc_html( gdm_concrete_leads_outcome_label( gdm_concrete_leads_text( $attempt, 'outcome' ) ) ),
				esc_html( trim( ( '' !== $code ? 'HTTP ' . $code . ' ' : '' ) . $error ) )
			);
		}
		echo '</tbody></table>';
	}

	$linked = gdm_concrete_leads_rows( $answer['data']['linked'] ?? null );
	if ( ! empty( $linked ) ) {
		echo '<h2>' . esc_html__( 'Sent with it', 'gdm-concrete-content' ) . '</h2>';
		echo '<p>' . esc_html__( 'The same visitor’s other step of the form, delivered together with this one.', 'gdm-concrete-content' ) . '</p><ul>';
		foreach ( array_slice( $linked, 0, 20 ) as $other ) {
			$other_id = gdm_concrete_leads_text( $other, 'id' );
			if ( ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $other_id ) ) {
				continue;
			}
			printf(
				'<li><a href="%1$s">%2$s</a>, %3$s</li>',
				esc_url( gdm_concrete_leads_url( array( 'lead' => $other_id ) ) ),
				esc_html( gdm_concrete_leads_text( $other, 'form' ) ),
				esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $other, 'receivedAt' ) ) )
			);
		}
		echo '</ul>';
	}
}

/**
 * A lead's fields in the owner's words: what the visitor typed, and apart from it what the site's form
 * added (its name, page, the kind of lead for the lead service), each named plainly; a time the site
 * wrote (ISO 8601) is shown in this WordPress's time zone.
 *
 * @param array<int, array<string, mixed>> $fields The fields as the website labels them.
 * @return array{sent: array<int, array{0: string, 1: string}>, form: array<int, array{0: string, 1: string}>}
 */
function gdm_concrete_leads_plain_fields( $fields ) {
	// The labels the site gives the fields its forms add (shared/forms/lead.ts), and the words for them.
	$added = array(
		'Form name'    => __( 'Form', 'gdm-concrete-content' ),
		'Page source'  => __( 'Page', 'gdm-concrete-content' ),
		'Source'       => __( 'Came from', 'gdm-concrete-content' ),
		'Lead label'   => __( 'Request', 'gdm-concrete-content' ),
		'Lead type'    => __( 'Filed with your lead service as', 'gdm-concrete-content' ),
		'Form type'    => __( 'Kind of form', 'gdm-concrete-content' ),
		'Submitted at' => __( 'Sent', 'gdm-concrete-content' ),
		'Page URL'     => __( 'Page address', 'gdm-concrete-content' ),
	);
	$rows  = array(
		'sent' => array(),
		'form' => array(),
	);
	foreach ( $fields as $field ) {
		$label = gdm_concrete_leads_text( $field, 'label' );
		$value = gdm_concrete_leads_text( $field, 'value' );
		if ( preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/', $value ) ) {
			$local = gdm_concrete_leads_date( $value );
			$value = '' !== $local ? $local : $value;
		}
		if ( isset( $added[ $label ] ) ) {
			$rows['form'][] = array( $added[ $label ], $value );
		} else {
			$rows['sent'][] = array( $label, $value );
		}
	}
	return $rows;
}

/**
 * What the destination said after it took the delivery (the text reached the phone, or the carrier
 * did not take it and the lead was e-mailed instead), in the website's words for the owner, as the
 * lead's owner page gives them; empty when it said nothing (or the website is older).
 *
 * @param mixed $delivery One delivery of the website's answer.
 * @return string
 */
function gdm_concrete_leads_receipt_text( $delivery ) {
	if ( ! is_array( $delivery ) || ! is_array( $delivery['receipt'] ?? null ) ) {
		return '';
	}
	return trim( gdm_concrete_leads_text( $delivery['receipt'], 'text' ) );
}

/**
 * A lead's tag in the owner's words: "source:page:Contact Page" is "Page: Contact Page".
 *
 * @param string $tag Tag.
 * @return string
 */
function gdm_concrete_leads_tag_label( $tag ) {
	$intents = array(
		'quote'           => __( 'Wants a quote', 'gdm-concrete-content' ),
		'estimate'        => __( 'Wants an estimate', 'gdm-concrete-content' ),
		'quick-quote'     => __( 'Wants a quick quote', 'gdm-concrete-content' ),
		'general-inquiry' => __( 'A general question', 'gdm-concrete-content' ),
	);
	if ( 0 === strpos( $tag, 'source:page:' ) ) {
		/* translators: %s: the page's name */
		return sprintf( __( 'Page: %s', 'gdm-concrete-content' ), substr( $tag, 12 ) );
	}
	if ( 0 === strpos( $tag, 'source:' ) ) {
		/* translators: %s: the form's name */
		return sprintf( __( 'Form: %s', 'gdm-concrete-content' ), substr( $tag, 7 ) );
	}
	if ( 0 === strpos( $tag, 'intent:' ) && isset( $intents[ substr( $tag, 7 ) ] ) ) {
		return $intents[ substr( $tag, 7 ) ];
	}
	return $tag;
}

/**
 * A button that posts one action on one lead, with a nonce of its own.
 *
 * @param string $action admin-post action.
 * @param string $id     Lead id.
 * @param string $label  Button text.
 * @param string $class  Button class.
 */
function gdm_concrete_leads_action_button( $action, $id, $label, $class ) {
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="' . esc_attr( $action ) . '">';
	echo '<input type="hidden" name="lead" value="' . esc_attr( $id ) . '">';
	wp_nonce_field( $action . ':' . $id );
	echo '<p><button type="submit" class="button ' . esc_attr( $class ) . '">' . esc_html( $label ) . '</button></p></form>';
}

/**
 * The lead id of a posted action, its nonce checked.
 *
 * @param string $action admin-post action.
 * @return string
 */
function gdm_concrete_leads_posted_lead( $action ) {
	gdm_concrete_leads_require_capability();
	$id = isset( $_POST['lead'] ) ? sanitize_text_field( wp_unslash( $_POST['lead'] ) ) : '';
	if ( ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $id ) ) {
		wp_die( esc_html__( 'No such lead.', 'gdm-concrete-content' ), 400 );
	}
	check_admin_referer( $action . ':' . $id );
	return $id;
}

/**
 * Back to the lead, with the action's result.
 *
 * @param string $id   Lead id.
 * @param string $code Result code.
 */
function gdm_concrete_leads_back( $id, $code ) {
	wp_safe_redirect(
		gdm_concrete_leads_url(
			array(
				'lead'     => $id,
				'gdm_done' => $code,
			)
		)
	);
	exit;
}

/**
 * Release: the website delivers a held lead, once, as `npm run leads -- release ID` does.
 */
function gdm_concrete_leads_release() {
	$id     = gdm_concrete_leads_posted_lead( 'gdm_leads_release' );
	$answer = gdm_concrete_leads_call( 'POST', '/' . rawurlencode( $id ) . '/release' );
	$status = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'status' ) : '';
	if ( $answer['ok'] ) {
		// A lead only marked as spam (delivered already) is unmarked and nothing is sent: the site says 0.
		$sent = is_array( $answer['data'] ) && isset( $answer['data']['deliveries'] ) ? (int) $answer['data']['deliveries'] : 1;
		gdm_concrete_leads_back( $id, 0 === $sent ? 'unmarked' : 'released' );
	}
	$codes = array(
		'not-held'  => 'not-held',
		'not-found' => 'not-found',
	);
	gdm_concrete_leads_back( $id, $codes[ $status ] ?? 'unreachable' );
}

/**
 * Mark as spam: the website notes that a lead was spam, as `npm run leads -- spam ID` does. A record
 * only: nothing is deleted, and a delivery already made or under way is not taken back. Lead e-mails
 * carry no spam link (their Reply-To is the customer, and a reply quotes the body), so this is where the
 * owner marks one; "It is not spam" (Release) removes the mark.
 */
function gdm_concrete_leads_spam() {
	$id     = gdm_concrete_leads_posted_lead( 'gdm_leads_spam' );
	$answer = gdm_concrete_leads_call( 'POST', '/' . rawurlencode( $id ) . '/spam' );
	$status = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'status' ) : '';
	if ( $answer['ok'] ) {
		gdm_concrete_leads_back( $id, 'already-marked' === $status ? 'already-marked' : 'marked' );
	}
	$codes = array(
		'not-found' => 'not-found',
	);
	gdm_concrete_leads_back( $id, $codes[ $status ] ?? 'unreachable' );
}

/**
 * Retry: the website sends a lead's failed deliveries again, as `npm run leads -- retry ID` does.
 */
function gdm_concrete_leads_retry() {
	$id     = gdm_concrete_leads_posted_lead( 'gdm_leads_retry' );
	$answer = gdm_concrete_leads_call( 'POST', '/' . rawurlencode( $id ) . '/retry' );
	$status = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'status' ) : '';
	if ( $answer['ok'] ) {
		gdm_concrete_leads_back( $id, 'retrying' );
	}
	$codes = array(
		'nothing-to-retry' => 'nothing',
		'not-found'        => 'not-found',
	);
	gdm_concrete_leads_back( $id, $codes[ $status ] ?? 'unreachable' );
}
