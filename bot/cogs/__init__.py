"""Cogs, one per concern; their slash commands are subcommands of /mombasa (_group)."""
